import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * "ED" + 128 random bits in base32 (28 characters, within CCAvenue's 30 alphanumerics). It reaches the browser in
 * the result page's URL and POST /api/payment/save answers by it, so it must be as unguessable as a public ref.
 */
export function newOrderId(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) {
    out += BASE32[(value << (5 - bits)) & 31];
  }
  return `ED${out}`;
}
