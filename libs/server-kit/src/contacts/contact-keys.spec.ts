import { emailKey, phoneKey, toE164 } from './contact-keys';

describe('contact keys', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+91) 98765-43210', '+919876543210'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes the phone %s as %s', (raw, key) => {
    expect(phoneKey(raw)).toBe(key);
    expect(toE164(raw)).toBe(key);
  });

  it('keeps the digits of a number that cannot be a phone, so it still equals itself', () => {
    expect(toE164('0000000000')).toBeNull();
    expect(phoneKey('00000 00000')).toBe('0000000000');
    expect(phoneKey('(00000) 00000')).toBe(phoneKey('0000000000'));
    expect(phoneKey('----------')).toBe('----------');
  });

  it('trims and lower-cases an e-mail address', () => {
    expect(emailKey('  Meena.S@Example.COM ')).toBe('meena.s@example.com');
  });
});
