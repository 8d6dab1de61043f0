import { describe, expect, it } from 'vitest';
import { orderIdOf } from '@/features/payment/payment-result-query';

describe('orderIdOf', () => {
  it('reads only the order id, trimmed, whatever else an old or forged link carries', () => {
    expect(
      orderIdOf(
        new URLSearchParams(
          'orderStatus=Success&orderId=%20ED1%20&amount=1.00&billing_email=m%40example.com&billing_tel=98765',
        ),
      ),
    ).toBe('ED1');
  });

  it('is empty without one', () => {
    expect(orderIdOf(new URLSearchParams('orderStatus=Success'))).toBe('');
  });
});
