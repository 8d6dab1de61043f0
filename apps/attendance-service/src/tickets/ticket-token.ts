import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * QR ticket tokens: `v1.<body>.<signature>`. The body is 128 bits derived with HMAC from a random per-ticket seed,
 * the signature an HMAC-SHA256 over version and body. The database keeps the seed and the token's SHA-256 only:
 * without the signing secret neither gives a token, yet the service can draw the same QR again on request.
 */
export const TOKEN_VERSION = 'v1';
const TOKEN_PATTERN = /^v1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export type TokenRefusal = 'malformed' | 'bad-signature';
export type TokenCheck = { ok: true } | { ok: false; reason: TokenRefusal };

function hmac(secret: string, purpose: string, data: string): Buffer {
  return createHmac('sha256', secret).update(`eventdesk:${purpose}:${data}`).digest();
}

/** 128 random bits, base64url. */
export function newTicketSeed(): string {
  return randomBytes(16).toString('base64url');
}

export function signTokenBody(secret: string, body: string): string {
  return hmac(secret, 'ticket-signature', `${TOKEN_VERSION}.${body}`).toString('base64url');
}

export function tokenForSeed(secret: string, seed: string): string {
  const body = hmac(secret, 'ticket-body', seed).subarray(0, 16).toString('base64url');
  return `${TOKEN_VERSION}.${body}.${signTokenBody(secret, body)}`;
}

/** Checks shape and signature (constant-time); says why a token is refused. */
export function verifyTicketToken(secret: string, token: string): TokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) {
    return { ok: false, reason: 'malformed' };
  }
  const [, body, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signTokenBody(secret, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'bad-signature' };
}

/** What the ticket row stores and scans look up. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
