import { defaultPriceTable, priceFor } from './prices';
import { validationMessages } from './validation-messages';

describe('priceFor', () => {
  it('charges the spec prices', () => {
    expect(priceFor(defaultPriceTable, 'silver', false)).toBe(2600);
    expect(priceFor(defaultPriceTable, 'gold', false)).toBe(3600);
    expect(priceFor(defaultPriceTable, 'diamond', false)).toBe(5100);
    expect(priceFor(defaultPriceTable, 'vip', false)).toBe(7200);
  });

  it('uses the coupon prices, or 20 % off where a package has none', () => {
    expect(priceFor(defaultPriceTable, 'gold', true)).toBe(2880);
    expect(priceFor(defaultPriceTable, 'diamond', true)).toBe(4080);
    expect(priceFor(defaultPriceTable, 'vip', true)).toBe(5760);
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
