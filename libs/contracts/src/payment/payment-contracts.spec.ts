import { randomUUID } from 'node:crypto';
import { cardCallbackBody } from './http/card-callback';
import { initiatePaymentBody } from './http/initiate-payment';
import { confirmProofBody, PROOF_MAX_BYTES, uploadProofFields } from './http/payment-proof';
import { paymentOrderResult, paymentResultQueryKeys, savePaymentBody } from './http/payment-result';
import {
  normalizeUtr,
  proofReviewListQuery,
  proofReviewRow,
  staffUploadProofFields,
} from './http/proof-review';
import { paymentSummary } from './http/payment-summary';
import { receiptRejectedPayload } from './events/receipt-rejected';
import { staffSubmitProofCommand, submitProofCommand } from './rpc/patterns';
import { PAYMENT_FACTS_BATCH, paymentFactsQuery, paymentFactsReply } from './rpc/payment-facts';

const ref = 'AbCdEfGhIjKlMnOpQrStUv';

describe('payment contracts', () => {
  it('initiate_payment reads only the reference: a client amount or order id is dropped', () => {
    expect(initiatePaymentBody.parse({ ref, amount: 1, orderId: 'X', name: 'n', registeredid: 4 })).toEqual({
      ref,
    });
    expect(initiatePaymentBody.safeParse({ ref: '42', amount: 1 }).success).toBe(false);
  });

  it('the callback needs an encResp', () => {
    expect(cardCallbackBody.parse({ encResp: 'ab12', orderNo: 'ED1' })).toEqual({
      encResp: 'ab12',
      orderNo: 'ED1',
    });
    expect(cardCallbackBody.safeParse({ orderNo: 'ED1' }).success).toBe(false);
  });

  it('save takes the spec’s query fields but needs only an order id', () => {
    expect(savePaymentBody.parse({ orderId: 'ED1', orderStatus: 'Success', amount: '1.00' })).toMatchObject({
      orderId: 'ED1',
    });
    expect(savePaymentBody.safeParse({ orderStatus: 'Success' }).success).toBe(false);
  });

  it('the result page’s address names only the order; its details come from the order result', () => {
    expect(paymentResultQueryKeys).toEqual(['orderId']);
    const result = {
      orderId: 'ED1',
      ref,
      orderStatus: 'Pending',
      amount: 3600,
      currency: 'INR',
      trackingId: null,
      paymentMode: null,
      transDate: null,
      billingName: 'Meena',
      billingEmail: 'meena@example.com',
      billingTel: '+91 98430 12345',
    };
    expect(paymentOrderResult.parse(result)).toEqual(result);
    expect(paymentOrderResult.safeParse({ ...result, orderStatus: 'Paid' }).success).toBe(false);
    expect(paymentOrderResult.safeParse({ ...result, amount: '3600.00' }).success).toBe(false);
  });

  it('a receipt needs a UTR of letters and digits', () => {
    expect(uploadProofFields.parse({ transactionId: ' 412345678901 ' })).toEqual({
      transactionId: '412345678901',
    });
    const missing = uploadProofFields.safeParse({ transactionId: '' });
    expect(missing.error?.issues[0]?.message).toBe('validation.proof.transactionId.required');
    expect(uploadProofFields.safeParse({ transactionId: '<script>' }).success).toBe(false);
  });

  it('a visitor’s UTR is in a bank format: UPI/IMPS 12 digits, NEFT 16, RTGS 22 letters and digits', () => {
    for (const utr of ['412345678901', 'SBIN318123456789', 'SBINR52023112400012345']) {
      expect(uploadProofFields.safeParse({ transactionId: utr }).success).toBe(true);
    }
    for (const utr of ['1234', 'UTR123456789', '41234567890', 'SBIN31812345678', 'SBIN 318123456789']) {
      const result = uploadProofFields.safeParse({ transactionId: utr });
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'validation.proof.transactionId.format',
      );
    }
    // Staff keep the loose form: a counter receipt may carry any reference the bank printed.
    expect(staffUploadProofFields.parse({ transactionId: 'UTR1234' })).toEqual({ transactionId: 'UTR1234' });
  });

  it('staff confirmation needs a positive whole amount and a method', () => {
    expect(confirmProofBody.parse({ amount: 3600, method: 'upi', transactionId: 'UTR123' })).toBeTruthy();
    expect(confirmProofBody.safeParse({ amount: 36.5, method: 'upi', transactionId: 'UTR123' }).success).toBe(
      false,
    );
    expect(
      confirmProofBody.safeParse({ amount: 3600, method: 'card', transactionId: 'UTR123' }).success,
    ).toBe(false);
  });

  it('a receipt is described by the shared file manifest, 5 MB at most', () => {
    const file = {
      uploadId: randomUUID(),
      chunkCount: 10,
      size: PROOF_MAX_BYTES,
      sha256: 'a'.repeat(64),
      fileName: 'r.png',
    };
    const submit = { ref, file, transactionId: 'UTR123' };
    expect(submitProofCommand.safeParse(submit).success).toBe(true);
    expect(
      submitProofCommand.safeParse({ ...submit, file: { ...file, size: PROOF_MAX_BYTES + 1 } }).success,
    ).toBe(false);
    expect(submitProofCommand.safeParse({ ...submit, file: { ...file, chunkCount: 11 } }).success).toBe(
      false,
    );
    const staff = { registrationId: 4, uploadedBy: 'desk-admin', file };
    expect(staffSubmitProofCommand.safeParse(staff).success).toBe(true);
    expect(staffSubmitProofCommand.safeParse({ ...staff, file: undefined }).success).toBe(false);
  });

  it('the payment summary parses a valid example and refuses a wrong currency', () => {
    const summary = {
      registration: {
        id: 1,
        ref,
        fullName: 'A',
        email: 'a@b.c',
        package: 'gold',
        voucher: false,
        isAdditionalTicket: false,
      },
      amount: 3600,
      currency: 'INR',
      paymentReference: 'CBC-1',
      paymentStatus: 'pending',
      bank: {
        accountName: '',
        accountNumber: '',
        ifsc: '',
        bankName: '',
        branch: '',
        upiId: '',
        qrImage: '',
      },
      proof: null,
    };
    expect(paymentSummary.parse(summary)).toEqual(summary);
    expect(paymentSummary.safeParse({ ...summary, currency: 'USD' }).success).toBe(false);
    const rejected = {
      ...summary,
      rejection: { reason: 'Amount does not match', rejectedAt: '2026-11-24T10:00:00.000Z' },
    };
    expect(paymentSummary.parse(rejected)).toEqual(rejected);
    expect(paymentSummary.safeParse({ ...summary, rejection: { reason: 'x' } }).success).toBe(false);
  });

  it('payment.receipt-rejected carries the reason and the contact details, and needs a reason', () => {
    const payload = {
      proofId: 7,
      paymentId: 3,
      registrationId: 42,
      registrationRef: ref,
      reason: 'Amount does not match',
      rejectedAt: '2026-11-24T10:00:00.000Z',
      fullName: 'மீனா',
      email: 'meena@example.com',
      phone: '+91 98430 12345',
      language: 'ta',
    };
    expect(receiptRejectedPayload.parse(payload)).toEqual(payload);
    expect(receiptRejectedPayload.safeParse({ ...payload, reason: '' }).success).toBe(false);
    expect(receiptRejectedPayload.safeParse({ ...payload, language: 'fr' }).success).toBe(false);
  });

  it('the receipts list takes its tabs, and a row carries why it is closed and which records share its UTR', () => {
    expect(proofReviewListQuery.parse({}).status).toBe('pending_review');
    expect(proofReviewListQuery.parse({ status: 'closed' }).status).toBe('closed');
    expect(proofReviewListQuery.safeParse({ status: 'deleted' }).success).toBe(false);
    const row = {
      proofId: 5,
      paymentId: 12,
      registrationId: 42,
      registrationRef: ref,
      fullName: 'மீனா',
      email: 'meena@example.com',
      phone: '+91 98430 12345',
      package: 'gold',
      expectedAmount: 3600,
      paymentReference: null,
      transactionId: '4123 4567 8901',
      fileName: 'receipt.png',
      fileType: 'image/png',
      fileSize: 2048,
      uploadedAt: '2026-11-24T10:00:00.000Z',
      status: 'pending_review',
      reviewedBy: null,
      reviewedAt: null,
      rejectReason: null,
      uploadedBy: null,
      closedReason: 'void',
      utrDuplicates: [{ kind: 'payment', id: 3, registrationId: 7, registrationRef: ref }],
    };
    expect(proofReviewRow.parse(row)).toEqual(row);
    expect(proofReviewRow.safeParse({ ...row, closedReason: 'lost' }).success).toBe(false);
    expect(proofReviewRow.safeParse({ ...row, utrDuplicates: [{ kind: 'order', id: 1 }] }).success).toBe(
      false,
    );
    expect(normalizeUtr(' 4123 4567 890a ')).toBe('41234567890A');
  });

  it('payment facts are asked for a page of registrations at most and answered per registration', () => {
    expect(paymentFactsQuery.parse({ registrationIds: [1, 2] })).toEqual({ registrationIds: [1, 2] });
    const tooMany = Array.from({ length: PAYMENT_FACTS_BATCH + 1 }, (_, index) => index + 1);
    expect(paymentFactsQuery.safeParse({ registrationIds: tooMany }).success).toBe(false);
    const reply = {
      facts: [
        { registrationId: 2, amountPaid: 3240, method: 'upi', transactionId: '412345678901', paidAt: null },
      ],
    };
    expect(paymentFactsReply.parse(reply)).toEqual(reply);
    expect(paymentFactsReply.safeParse({ facts: [{ ...reply.facts[0], method: 'cheque' }] }).success).toBe(
      false,
    );
  });
});
