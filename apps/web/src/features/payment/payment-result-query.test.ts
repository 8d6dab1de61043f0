import { describe, expect, it } from 'vitest';
import { orderStatusOf, readPaymentResult } from '@/features/payment/payment-result-query';

describe('readPaymentResult', () => {
  it('reads the spec’s fields and the ref, trimmed, and drops anything else', () => {
    const query = readPaymentResult(
      new URLSearchParams(
        'orderStatus=Success&orderId=ED1&tracking_id=3100&payment_mode=Credit+Card&currency=INR&amount=3600.00' +
          '&trans_date=25%2F10%2F2025+10%3A00%3A00&billing_name=%E0%AE%AE%E0%AF%80%E0%AE%A9%E0%AE%BE' +
          '&billing_email=m%40example.com&billing_tel=98765&ref=abc&evil=1&billing_tel2=x',
      ),
    );
    expect(query).toEqual({
      orderStatus: 'Success',
      orderId: 'ED1',
      tracking_id: '3100',
      payment_mode: 'Credit Card',
      currency: 'INR',
      amount: '3600.00',
      trans_date: '25/10/2025 10:00:00',
      billing_name: 'மீனா',
      billing_email: 'm@example.com',
      billing_tel: '98765',
      ref: 'abc',
    });
  });

  it('leaves out empty values', () => {
    expect(readPaymentResult(new URLSearchParams('orderId=&orderStatus=%20'))).toEqual({});
  });
});

describe('orderStatusOf', () => {
  it('is Pending when missing, known statuses are recognised, others shown as sent', () => {
    expect(orderStatusOf({})).toEqual({ known: 'Pending', text: 'Pending' });
    expect(orderStatusOf({ orderStatus: 'Failure' })).toEqual({ known: 'Failure', text: 'Failure' });
    expect(orderStatusOf({ orderStatus: 'Weird' })).toEqual({ known: null, text: 'Weird' });
  });
});
