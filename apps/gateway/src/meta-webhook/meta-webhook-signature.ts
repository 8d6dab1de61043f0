import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Meta's `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the exact bytes received, keyed with the app secret.
 * Compared in constant time, so the answer's timing tells nothing about how much of a forgery was right.
 */
export function isGenuineSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = SIGNATURE.exec(header?.trim() ?? '');
  if (!match?.[1] || !appSecret) {
    return false;
  }
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

/** Equal strings, in time that does not depend on where they differ (both are hashed to one length first). */
export function constantTimeEquals(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
