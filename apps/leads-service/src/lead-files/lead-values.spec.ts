import {
  cellText,
  isMetaTestValue,
  normaliseEmail,
  normalisePlatform,
  numberText,
  parseBoolean,
  parseLeadTime,
  stripMetaPrefix,
  toE164,
} from './lead-values';

describe('lead values', () => {
  it.each([
    ['p:+919876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    // Excel wrote the number as text in scientific notation, all its digits kept.
    ['9.19876543210E+11', '+919876543210'],
    ['+1 202 555 0143', '+12025550143'],
  ])('normalises the phone %s to E.164', (raw, e164) => {
    expect(toE164(stripMetaPrefix(raw))).toBe(e164);
  });

  it.each(['12345', '98765432100', '9.19877E+11', 'call me', '0000000000'])('refuses the phone %s', (raw) => {
    expect(toE164(raw)).toBeNull();
  });

  it('writes a number cell as the digits typed, never with an exponent', () => {
    expect(numberText(919876543210)).toBe('919876543210');
    expect(numberText(9.1987654321e11)).toBe('919876543210');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(12.5)).toBe('12.5');
  });

  it("strips Meta's prefixes and spots its test leads", () => {
    expect(['l:1', 'ag:2', 'as:3', 'c:4', 'f:5', 'p:+91 98765 43210'].map(stripMetaPrefix)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '+91 98765 43210',
    ]);
    expect(isMetaTestValue('<test lead: dummy data for phone_number>')).toBe(true);
    expect(isMetaTestValue('TEST@meta.com')).toBe(true);
    expect(isMetaTestValue('murugan@example.com')).toBe(false);
  });

  it('normalises e-mail, platform and booleans', () => {
    expect(normaliseEmail('  Priya.K@Example.COM ')).toBe('priya.k@example.com');
    expect(normaliseEmail('priya at example')).toBeNull();
    expect(normaliseEmail('priya@example')).toBeNull();
    expect(['fb', 'IG', 'Instagram', '', 'whatsapp'].map(normalisePlatform)).toEqual([
      'fb',
      'ig',
      'ig',
      'Meta',
      'whatsapp',
    ]);
    expect(['true', 'FALSE', '1', '0', 'Yes', 'maybe'].map(parseBoolean)).toEqual([
      true,
      false,
      true,
      false,
      true,
      null,
    ]);
  });

  it.each([
    ['2025-06-01T10:22:33+05:30', '2025-06-01T04:52:33.000Z'],
    ['2025-06-01T04:52:33+0000', '2025-06-01T04:52:33.000Z'],
    ['2025-06-01T04:52:33Z', '2025-06-01T04:52:33.000Z'],
    ['2025-06-01 10:22', '2025-06-01T04:52:00.000Z'],
    ['2025-06-01', '2025-05-31T18:30:00.000Z'],
    ['01/06/2025 10:22 PM', '2025-06-01T16:52:00.000Z'],
    ['1-6-2025', '2025-05-31T18:30:00.000Z'],
    // An Excel serial number: 2025-06-01 12:00 in Kolkata.
    ['45809.5', '2025-06-01T06:30:00.000Z'],
  ])('reads the lead time %s', (text, iso) => {
    expect(parseLeadTime(text)?.toISOString()).toBe(iso);
  });

  it('reads an Excel date cell as Kolkata wall-clock time and refuses what is not a date', () => {
    expect(parseLeadTime(new Date(Date.UTC(2025, 5, 1, 10, 22, 33)))?.toISOString()).toBe(
      '2025-06-01T04:52:33.000Z',
    );
    expect(['31/02/2025', '2025-13-01', 'yesterday', '12', '13/01/2025 13:00 PM'].map(parseLeadTime)).toEqual(
      [null, null, null, null, null],
    );
  });

  it('writes a date cell in a text column as its day, with the time when it has one', () => {
    expect(cellText(new Date(Date.UTC(2025, 5, 10)))).toBe('2025-06-10');
    expect(cellText(new Date(Date.UTC(2025, 5, 10, 9, 5)))).toBe('2025-06-10 09:05');
    expect(cellText('  spaced  ')).toBe('spaced');
  });
});
