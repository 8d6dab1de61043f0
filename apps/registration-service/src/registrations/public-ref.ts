import { randomBytes } from 'node:crypto';

/** 128 random bits in base64url (22 characters): not guessable, not derivable from the integer id. */
export function newPublicRef(): string {
  return randomBytes(16).toString('base64url');
}
