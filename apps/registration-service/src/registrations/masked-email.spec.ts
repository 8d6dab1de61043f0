import { maskedEmail } from './masked-email';

describe('maskedEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskedEmail('ravi.kumar@gmail.com')).toBe('r***@gmail.com');
    expect(maskedEmail('a@example.in')).toBe('a***@example.in');
  });

  it('masks what does not look like an address entirely', () => {
    expect(maskedEmail('no-at-sign')).toBe('***');
    expect(maskedEmail('@example.com')).toBe('***');
  });
});
