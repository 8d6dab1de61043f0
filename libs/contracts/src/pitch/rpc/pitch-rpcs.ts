import { fileChunkAck, fileChunkCommand, fileChunkQuery, fileChunkReply } from '../../common/file-transfer';
import { defineRpc } from '../../common/rpc-contract';
import { submitPitchResponse } from '../http/pitch-application-form';
import { pitchApplicationView, pitchListResponse } from '../http/pitch-application-view';
import { listPitchesQuery } from '../http/review-pitch';
import { getPitchQuery, pitchPatterns, reviewPitchCommand, submitPitchCommand } from './patterns';

/** The pitch RPCs served by the registration service, with what is sent and what comes back. */
export const pitchRpcs = {
  /** A piece of a document on its way in (sent by the shared `sendFileInChunks` through this RPC). */
  uploadChunk: defineRpc(pitchPatterns.uploadChunk, fileChunkCommand, fileChunkAck),
  /** A slice of an application's document, by application id. */
  getDocumentChunk: defineRpc(pitchPatterns.getDocumentChunk, fileChunkQuery, fileChunkReply),
  submit: defineRpc(pitchPatterns.submit, submitPitchCommand, submitPitchResponse),
  list: defineRpc(pitchPatterns.list, listPitchesQuery, pitchListResponse),
  get: defineRpc(pitchPatterns.get, getPitchQuery, pitchApplicationView),
  review: defineRpc(pitchPatterns.review, reviewPitchCommand, pitchApplicationView),
};
