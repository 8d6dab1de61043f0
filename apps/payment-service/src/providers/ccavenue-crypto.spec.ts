import { createDecipheriv, createHash } from 'node:crypto';
import { CcavenueDecryptError, ccavenueDecrypt, ccavenueEncrypt } from './ccavenue-crypto';
import { readProviderResponse } from './ccavenue-params';

const KEY = 'SANDBOXWORKINGKEY0123456789ABCDE';
const PLAIN =
  'order_id=ED1TESTVECTOR&tracking_id=110000000001&order_status=Success&amount=3600.00&currency=INR';
/**
 * Computed once and pinned; `openssl enc -aes-128-cbc -K <md5 of the key> -iv 000102030405060708090a0b0c0d0e0f`
 * gives the same bytes, so this is CCAvenue's scheme and not merely our own round trip.
 */
const PINNED =
  'ed7e71e20e3974aa26f5b774b3af10c2929afebb5bc6a8c4dd31e3a6f51dc4571097079d31a49d4f223ee6deb298663e' +
  '82820e5140279ec10fdc322b6bc4657e4e6c488974e8c612fdefe275e113e258b3e86dce7f0109bacab237cec92cd9ff' +
  '54bc331b58043340069f6c2c672a20ae';

function rawDecrypt(hex: string): Buffer {
  const key = createHash('md5').update(KEY).digest();
  const decipher = createDecipheriv('aes-128-cbc', key, Buffer.from([...Array(16).keys()]));
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
}

function flipByte(hex: string, index: number, mask = 0x01): string {
  const bytes = Buffer.from(hex, 'hex');
  bytes[index] = (bytes[index] ?? 0) ^ mask;
  return bytes.toString('hex');
}

describe('CCAvenue encryption', () => {
  it('matches the pinned vector (AES-128-CBC, key MD5(working key), IV 00..0f, hex)', () => {
    expect(ccavenueEncrypt(PLAIN, KEY)).toBe(PINNED);
    expect(ccavenueDecrypt(PINNED, KEY)).toBe(PLAIN);
    expect(ccavenueDecrypt(PINNED.toUpperCase(), KEY)).toBe(PLAIN);
  });

  it('round-trips any text, Tamil included', () => {
    const text = 'billing_name=மீனா சுந்தரம்&amount=1.00&x=' + 'y'.repeat(100);
    expect(ccavenueDecrypt(ccavenueEncrypt(text, 'another key'), 'another key')).toBe(text);
  });

  it('refuses a wrong key, random hex and non-hex', () => {
    expect(() => ccavenueDecrypt(PINNED, 'wrong key')).toThrow(CcavenueDecryptError);
    expect(() => ccavenueDecrypt('00112233445566778899aabbccddeeff'.repeat(3), KEY)).toThrow(
      CcavenueDecryptError,
    );
    expect(() => ccavenueDecrypt('not hex at all', KEY)).toThrow(CcavenueDecryptError);
    expect(() => ccavenueDecrypt(PINNED.slice(0, -2), KEY)).toThrow(CcavenueDecryptError);
  });

  it('refuses a ciphertext with a flipped byte in the last block (padding)', () => {
    const lastBlockByte = PINNED.length / 2 - 1;
    expect(() => ccavenueDecrypt(flipByte(PINNED, lastBlockByte), KEY)).toThrow(CcavenueDecryptError);
  });

  it('refuses a ciphertext with a flipped byte in an earlier block (the garbled block does not parse)', () => {
    expect(() => readProviderResponse(ccavenueDecrypt(flipByte(PINNED, 20), KEY))).toThrow();
  });

  it('defeats the CBC bit-flipping forgery of Failure into Success', () => {
    // The attacker's own order; the status sits inside one 16-byte block (bytes 55..61).
    const failure =
      'order_id=ED1TEST&tracking_id=110000000001&order_status=Failure&amount=3600.00&currency=INR';
    const cipher = Buffer.from(ccavenueEncrypt(failure, KEY), 'hex');
    const at = failure.indexOf('Failure');
    expect([at, Math.floor(at / 16), Math.floor((at + 6) / 16)]).toEqual([55, 3, 3]);
    // XOR the previous block so the decrypted "Failure" reads "Success" (no key needed: CBC is malleable).
    for (let i = 0; i < 'Failure'.length; i += 1) {
      const position = at + i - 16;
      cipher[position] = (cipher[position] ?? 0) ^ 'Failure'.charCodeAt(i) ^ 'Success'.charCodeAt(i);
    }
    const forged = cipher.toString('hex');
    // Without the key, the decrypted text now says Success…
    expect(rawDecrypt(forged).toString('latin1')).toContain('status=Success&amount=3600.00');
    // …but the block the attacker had to garble is not text, so our reading refuses the response.
    expect(() => readProviderResponse(ccavenueDecrypt(forged, KEY))).toThrow();
  });
});
