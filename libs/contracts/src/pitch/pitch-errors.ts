/**
 * What can go wrong in the pitch area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const pitchErrorCodes = {
  /** The application exists but was submitted without a document: there is nothing to download. */
  PITCH_DOCUMENT_MISSING: 404,
} as const;
