import { encodeParams, readProviderResponse, toPaise } from './ccavenue-params';

const base = {
  order_id: 'ED2ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  tracking_id: '310000000042',
  order_status: 'Success',
  amount: '3600.00',
  currency: 'INR',
  payment_mode: 'Credit Card',
  trans_date: '25/10/2025 10:00:00',
  billing_name: 'Meena S',
  billing_email: 'meena+tickets@example.com',
  billing_tel: '+91 98765 43210',
};

describe('reading a CCAvenue response', () => {
  it('reads the fields we use, form-encoded values decoded', () => {
    expect(readProviderResponse(encodeParams(base))).toEqual({
      orderId: base.order_id,
      trackingId: '310000000042',
      status: 'Success',
      amount: '3600.00',
      currency: 'INR',
      paymentMode: 'Credit Card',
      transDate: '25/10/2025 10:00:00',
      billingName: 'Meena S',
      billingEmail: 'meena+tickets@example.com',
      billingTel: '+91 98765 43210',
    });
  });

  it('folds Invalid and Timeout into Failure and refuses unknown statuses', () => {
    expect(readProviderResponse(encodeParams({ ...base, order_status: 'Invalid' })).status).toBe('Failure');
    expect(readProviderResponse(encodeParams({ ...base, order_status: 'Timeout' })).status).toBe('Failure');
    expect(() => readProviderResponse(encodeParams({ ...base, order_status: 'Shipped' }))).toThrow();
  });

  it.each([
    ['a duplicated field', `${encodeParams(base)}&order_status=Success`],
    ['a missing order id', encodeParams({ ...base, order_id: '' })],
    ['a malformed amount', encodeParams({ ...base, amount: '36OO' })],
    ['a success without tracking id', encodeParams({ ...base, tracking_id: '' })],
    ['a control character', `${encodeParams(base)}&x=a\u0001b`],
    ['an odd field name', `${encodeParams(base)}&Weird-Key=1`],
  ])('refuses %s', (_, text) => {
    expect(() => readProviderResponse(text)).toThrow();
  });
});

describe('toPaise', () => {
  it('compares amounts as integers', () => {
    expect(toPaise('3600.00')).toBe(360000);
    expect(toPaise('3600')).toBe(360000);
    expect(toPaise('3600.5')).toBe(360050);
    expect(toPaise('0.01')).toBe(1);
  });
});
