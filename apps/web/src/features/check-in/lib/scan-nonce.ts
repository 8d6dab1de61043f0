/**
 * A fresh id for one scan. getRandomValues works on plain-HTTP pages too (randomUUID needs a secure context),
 * so a door laptop on the local network still gets retry-safe scans.
 */
export function newScanNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The same token submitted again (a retry after a network error) keeps its nonce; another token gets a new one. */
export function nonceFor(previous: { token: string; nonce: string } | null, token: string): string {
  return previous?.token === token ? previous.nonce : newScanNonce();
}
