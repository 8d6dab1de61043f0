/**
 * What can go wrong in the settings area, by meaning, each with the HTTP status the gateway answers with (see
 * common/errors.ts). The web branches on these codes; a code names the situation, never the status.
 */
export const settingsErrorCodes = {} as const;
