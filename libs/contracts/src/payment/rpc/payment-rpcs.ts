import { z } from 'zod';
import { fileChunkAck, fileChunkCommand, fileChunkQuery, fileChunkReply } from '../../common/file-transfer';
import { defineRpc } from '../../common/rpc-contract';
import { cardCallbackBody, cardCallbackResult } from '../http/card-callback';
import { checkoutForm, initiatePaymentResponse } from '../http/initiate-payment';
import { paymentConfigResponse } from '../http/payment-config';
import { paymentView, proofReceivedResponse, proofView } from '../http/payment-proof';
import { paymentOrderResult, savePaymentResponse } from '../http/payment-result';
import { paymentSummary } from '../http/payment-summary';
import { manualPaymentUpdated, proofReviewListQuery, proofReviewPage } from '../http/proof-review';
import { paymentFactsQuery, paymentFactsReply } from './payment-facts';
import {
  confirmProofCommand,
  confirmProofResponse,
  idQuery,
  manualPaymentUpdateCommand,
  orderIdQuery,
  paymentPatterns,
  refQuery,
  rejectProofCommand,
  sandboxCompleteCommand,
  sandboxOpenCommand,
  sandboxOpened,
  sandboxPage,
  sandboxTrackingQuery,
  staffSubmitProofCommand,
  submitProofCommand,
} from './patterns';

/**
 * The RPCs served by the payment service, with what is sent and what comes back. The gateway hands several answers
 * to the browser as they are: their schemas name every key, in the order the service writes them, so checking an
 * answer changes none of its bytes. Receipt pieces go in through `sendFileInChunks` (which takes
 * `stageProofChunk`) and out through `streamStoredFile`.
 */
export const paymentRpcs = {
  getConfig: defineRpc(paymentPatterns.getConfig, z.object({}), paymentConfigResponse),
  initiate: defineRpc(paymentPatterns.initiate, refQuery, initiatePaymentResponse),
  checkoutForm: defineRpc(paymentPatterns.checkoutForm, orderIdQuery, checkoutForm),
  cardCallback: defineRpc(paymentPatterns.cardCallback, cardCallbackBody, cardCallbackResult),
  save: defineRpc(paymentPatterns.save, orderIdQuery, savePaymentResponse),
  orderResult: defineRpc(paymentPatterns.orderResult, orderIdQuery, paymentOrderResult),
  summary: defineRpc(paymentPatterns.summary, refQuery, paymentSummary),
  stageProofChunk: defineRpc(paymentPatterns.stageProofChunk, fileChunkCommand, fileChunkAck),
  submitProof: defineRpc(paymentPatterns.submitProof, submitProofCommand, proofReceivedResponse),
  listForRegistration: defineRpc(paymentPatterns.listForRegistration, idQuery, z.array(paymentView)),
  listProofs: defineRpc(paymentPatterns.listProofs, idQuery, z.array(proofView)),
  proofImageChunk: defineRpc(paymentPatterns.proofImageChunk, fileChunkQuery, fileChunkReply),
  confirmProof: defineRpc(paymentPatterns.confirmProof, confirmProofCommand, confirmProofResponse),
  listProofsForReview: defineRpc(paymentPatterns.listProofsForReview, proofReviewListQuery, proofReviewPage),
  rejectProof: defineRpc(paymentPatterns.rejectProof, rejectProofCommand, proofView),
  manualUpdate: defineRpc(paymentPatterns.manualUpdate, manualPaymentUpdateCommand, manualPaymentUpdated),
  staffSubmitProof: defineRpc(
    paymentPatterns.staffSubmitProof,
    staffSubmitProofCommand,
    proofReceivedResponse,
  ),
  paymentFacts: defineRpc(paymentPatterns.paymentFacts, paymentFactsQuery, paymentFactsReply),
  sandboxOpen: defineRpc(paymentPatterns.sandboxOpen, sandboxOpenCommand, sandboxOpened),
  sandboxGet: defineRpc(paymentPatterns.sandboxGet, sandboxTrackingQuery, sandboxPage),
  sandboxComplete: defineRpc(paymentPatterns.sandboxComplete, sandboxCompleteCommand, checkoutForm),
};
