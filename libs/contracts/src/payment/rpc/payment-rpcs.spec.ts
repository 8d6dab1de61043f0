import { paymentPatterns } from './patterns';
import { paymentRpcs } from './payment-rpcs';

describe('payment RPC contracts', () => {
  it('define every subject the payment service serves, once, under its pattern’s name', () => {
    expect(Object.keys(paymentRpcs).sort()).toEqual(Object.keys(paymentPatterns).sort());
    for (const [name, contract] of Object.entries(paymentRpcs)) {
      expect([name, contract.pattern]).toEqual([name, paymentPatterns[name as keyof typeof paymentPatterns]]);
    }
  });
});
