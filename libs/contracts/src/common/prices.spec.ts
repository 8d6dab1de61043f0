import { defaultEventSettings, isValidCoupon } from '../settings';
import { priceFor } from './prices';
import { validationMessages } from './validation-messages';

describe('priceFor', () => {
  it('charges the spec prices', () => {
    expect(priceFor(defaultEventSettings.packages, 'silver', false)).toBe(2600);
    expect(priceFor(defaultEventSettings.packages, 'gold', false)).toBe(3600);
    expect(priceFor(defaultEventSettings.packages, 'diamond', false)).toBe(5100);
    expect(priceFor(defaultEventSettings.packages, 'vip', false)).toBe(7200);
  });

  it('uses the coupon prices, or 20 % off where a package has none', () => {
    expect(priceFor(defaultEventSettings.packages, 'gold', true)).toBe(2880);
    expect(priceFor(defaultEventSettings.packages, 'diamond', true)).toBe(4080);
    expect(priceFor(defaultEventSettings.packages, 'vip', true)).toBe(5760);
  });
});

describe('isValidCoupon', () => {
  const settings = {
    coupons: [
      { code: 'EarlyBird', active: true },
      { code: 'OLD', active: false },
    ],
  };
  it('matches trimmed and case-insensitive, only active codes', () => {
    expect(isValidCoupon(settings, '  earlybird ')).toBe(true);
    expect(isValidCoupon(settings, 'EARLYBIRD')).toBe(true);
    expect(isValidCoupon(settings, 'old')).toBe(false);
    expect(isValidCoupon(settings, '')).toBe(false);
    expect(isValidCoupon(settings, null)).toBe(false);
  });
});

describe('validationMessages', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(validationMessages.ta).sort()).toEqual(Object.keys(validationMessages.en).sort());
    for (const text of [...Object.values(validationMessages.en), ...Object.values(validationMessages.ta)]) {
      expect(text.trim()).not.toBe('');
    }
  });
});
