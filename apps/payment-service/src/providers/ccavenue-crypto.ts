import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * CCAvenue's encryption, as in its integration kits: AES-128-CBC, key = MD5(working key), IV = the bytes
 * 0x00..0x0f, PKCS#7 padding, ciphertext hex-encoded. It has no MAC: a ciphertext that decrypts is not yet
 * authentic, so callers also parse strictly (see ccavenue-params.ts) and confirm with the status API.
 */
const IV = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

function keyFor(workingKey: string): Buffer {
  return createHash('md5').update(workingKey, 'utf8').digest();
}

export function ccavenueEncrypt(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyFor(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

export class CcavenueDecryptError extends Error {}

/** Decrypts a hex ciphertext to UTF-8 text; anything that is not well-formed hex, padding or UTF-8 throws. */
export function ccavenueDecrypt(hex: string, workingKey: string): string {
  const trimmed = hex.trim();
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(trimmed)) {
    throw new CcavenueDecryptError('not a hex ciphertext of whole AES blocks');
  }
  let bytes: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyFor(workingKey), IV);
    bytes = Buffer.concat([decipher.update(Buffer.from(trimmed, 'hex')), decipher.final()]);
  } catch {
    throw new CcavenueDecryptError('bad padding: wrong key or altered ciphertext');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CcavenueDecryptError('decrypted bytes are not UTF-8');
  }
}
