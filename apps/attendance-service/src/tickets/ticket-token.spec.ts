import { randomBytes } from 'node:crypto';
import { newTicketSeed, tokenForSeed, tokenHash, verifyTicketToken } from './ticket-token';

const secret = randomBytes(32).toString('base64url');

/** Replaces one character at `index` with a different base64url character. */
function flip(token: string, index: number): string {
  const replacement = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

describe('ticket tokens', () => {
  it('signs a token that verifies, and derives the same token from the same seed', () => {
    const seed = newTicketSeed();
    const token = tokenForSeed(secret, seed);
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTicketToken(secret, token)).toEqual({ ok: true });
    expect(tokenForSeed(secret, seed)).toBe(token);
  });

  it('gives every seed its own token and never puts the seed in it', () => {
    const seeds = Array.from({ length: 200 }, newTicketSeed);
    const tokens = new Set(seeds.map((seed) => tokenForSeed(secret, seed)));
    expect(tokens.size).toBe(200);
    for (const seed of seeds) {
      expect(tokenForSeed(secret, seed)).not.toContain(seed);
    }
  });

  it('refuses a token whose body or signature was changed in any position', () => {
    const token = tokenForSeed(secret, newTicketSeed());
    for (let index = 3; index < token.length; index += 1) {
      if (token[index] === '.') {
        continue;
      }
      expect(verifyTicketToken(secret, flip(token, index))).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a token signed with another secret', () => {
    const other = tokenForSeed(randomBytes(32).toString('base64url'), newTicketSeed());
    expect(verifyTicketToken(secret, other)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it.each([
    ['empty', ''],
    ['another version', tokenForSeed(secret, 'x').replace(/^v1\./, 'v2.')],
    ['a truncated signature', tokenForSeed(secret, 'x').slice(0, -1)],
    ['an integer registration id', '42'],
    ['extra text', `${tokenForSeed(secret, 'x')} `],
  ])('calls %s malformed', (_label, token) => {
    expect(verifyTicketToken(secret, token)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('hashes to 64 hex characters, differently for different tokens', () => {
    const a = tokenForSeed(secret, newTicketSeed());
    const b = tokenForSeed(secret, newTicketSeed());
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).not.toBe(tokenHash(b));
    expect(tokenHash(a)).not.toContain(a);
  });
});
