import { PROOF_MAX_BYTES, PROOF_MIN_BYTES } from '@eventdesk/contracts/payment';
import { describe, expect, it } from 'vitest';
import { proofFileProblem } from '@/features/payment/proof-file-check';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('proofFileProblem', () => {
  it('asks for an image when none (or an empty one) is chosen', () => {
    expect(proofFileProblem(null)).toBe('validation.proof.image.required');
    expect(proofFileProblem(file('r.png', 0, 'image/png'))).toBe('validation.proof.image.required');
  });

  it('accepts jpeg, jpg, png, gif and webp from 10 kB up to 5 MB', () => {
    for (const [name, type] of [
      ['a.jpeg', 'image/jpeg'],
      ['b.jpg', 'image/jpg'],
      ['c.png', 'image/png'],
      ['d.gif', 'image/gif'],
      ['e.webp', 'image/webp'],
      ['f.PNG', ''],
    ] as const) {
      expect(proofFileProblem(file(name, PROOF_MAX_BYTES, type))).toBeNull();
      expect(proofFileProblem(file(name, PROOF_MIN_BYTES, type))).toBeNull();
    }
  });

  it('refuses other kinds, anything over 5 MB and an image too small to be a receipt', () => {
    expect(proofFileProblem(file('r.png', PROOF_MIN_BYTES - 1, 'image/png'))).toBe(
      'validation.proof.image.tooSmall',
    );
    expect(proofFileProblem(file('r.pdf', 100, 'application/pdf'))).toBe('validation.proof.image.type');
    expect(proofFileProblem(file('r.svg', 100, 'image/svg+xml'))).toBe('validation.proof.image.type');
    expect(proofFileProblem(file('r.png', PROOF_MAX_BYTES + 1, 'image/png'))).toBe(
      'validation.proof.image.tooLarge',
    );
  });
});
