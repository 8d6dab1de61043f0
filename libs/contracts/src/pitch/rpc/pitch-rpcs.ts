import { defineRpc } from '../../common/rpc-contract';
import { submitPitchResponse } from '../http/pitch-application-form';
import { pitchApplicationView, pitchListResponse } from '../http/pitch-application-view';
import { listPitchesQuery } from '../http/review-pitch';
import { getPitchQuery, pitchPatterns, reviewPitchCommand, submitPitchCommand } from './patterns';

/**
 * The pitch RPCs served by the registration service, with what is sent and what comes back. The document's
 * pieces travel through the shared file-transfer helpers under `pitchPatterns.uploadChunk` / `getDocumentChunk`.
 */
export const pitchRpcs = {
  submit: defineRpc(pitchPatterns.submit, submitPitchCommand, submitPitchResponse),
  list: defineRpc(pitchPatterns.list, listPitchesQuery, pitchListResponse),
  get: defineRpc(pitchPatterns.get, getPitchQuery, pitchApplicationView),
  review: defineRpc(pitchPatterns.review, reviewPitchCommand, pitchApplicationView),
};
