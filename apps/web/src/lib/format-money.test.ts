import { describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/format-money';

const intl = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

describe('formatRupees', () => {
  it('writes Indian grouping', () => {
    expect(formatRupees(3600)).toBe('₹3,600');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
  });

  it('equals Intl in both Indian locales', () => {
    const amounts = [
      0, 1, 5, 99, 999, 1000, 2600, 3600, 9999, 10000, 99999, 100000, 999999, 1234567, 1e9, 2.5, 3.49,
    ];
    for (let n = 1; n < 1e10; n = Math.floor(n * 7.3) + 3) {
      amounts.push(n);
    }
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatRupees(amount)).toBe(intl('en-IN', amount));
      expect(formatRupees(amount)).toBe(intl('ta-IN', amount));
    }
  });
});
