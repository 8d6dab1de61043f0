import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The staff JWT secret as a key object, made once. Given the string, jsonwebtoken first tries to read it as a
 * public key on every verify and sign, which throws, and only then makes the secret key: measured in the check-in
 * bench's gateway profile as 4.6 % of its CPU (issue 18).
 */
export function jwtSecretKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
