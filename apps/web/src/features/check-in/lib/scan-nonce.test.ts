import { describe, expect, it } from 'vitest';
import { scanNonce } from '@eventdesk/contracts/attendance';
import { newScanNonce, nonceFor } from '@/features/check-in/lib/scan-nonce';

describe('scan nonces', () => {
  it('makes 32 hex characters the server accepts, different every time', () => {
    const a = newScanNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(scanNonce.safeParse(a).success).toBe(true);
    expect(newScanNonce()).not.toBe(a);
  });

  it('keeps the nonce for a retry of the same token and makes a new one for another token', () => {
    const previous = { token: 'v1.a.b', nonce: 'n-1-aaaaaaaa' };
    expect(nonceFor(previous, 'v1.a.b')).toBe('n-1-aaaaaaaa');
    expect(nonceFor(previous, 'v1.c.d')).not.toBe('n-1-aaaaaaaa');
    expect(nonceFor(null, 'v1.a.b')).toMatch(/^[0-9a-f]{32}$/);
  });
});
