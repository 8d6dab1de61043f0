import { randomBytes } from 'node:crypto';
import { paymentRpcs } from '@eventdesk/contracts';
import { build } from '../../test/factories/registration-view.factory';
import { checkedAnswerJson } from '../../test/checked-answer';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { paymentHarness, sandboxConfig } from '../../test/payment-harness';
import { Order } from '../orders/order.entity';
import { ccavenueEncrypt } from '../providers/ccavenue-crypto';
import { encodeParams } from '../providers/ccavenue-params';
import { CcavenueStatusApi } from '../providers/ccavenue-status-api';
import { Payment } from './payment.entity';

describe('card callback (real PostgreSQL; the sandbox speaks CCAvenue’s protocol)', () => {
  let h: PaymentTestKit;

  beforeAll(async () => {
    h = await startPaymentTestKit();
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const payments = () => h.orm.em.fork().find(Payment, {}, { orderBy: { id: 'asc' } });
  const orderOf = (orderId: string) => h.orm.em.fork().findOneOrFail(Order, { orderId });
  /** The address keeps no name, e-mail or phone, in any encoding a URL may carry them. */
  const expectNothingPersonal = (
    location: string,
    registration: { fullName: string; email: string; phone: string },
  ) => {
    const decoded = decodeURIComponent(location.replace(/\+/g, ' '));
    for (const value of [registration.fullName, registration.email, registration.phone]) {
      expect(decoded).not.toContain(value);
    }
    expect(decoded).not.toMatch(/billing|email|tel|name|amount/i);
  };

  /** What an attacker who holds the working key (or a misbehaving provider) could send. */
  const craft = (fields: Record<string, string>) =>
    ccavenueEncrypt(encodeParams(fields), sandboxConfig.workingKey);

  it('records a verified success once, emits payment.completed from the order’s copy and redirects with only the order id', async () => {
    const registration = build({ amount: 2880, voucher: true, fullName: 'மீனா சுந்தரம்' });
    const { orderId, amount, paymentUrl } = await h.orders.initiate(registration);
    expect(amount).toBe(2880);
    expect(paymentUrl).toBe(`/api/payment/checkout/${orderId}`);
    const back = await h.providerResponse(orderId, 'Success');
    expect(back.action).toBe(sandboxConfig.callbackUrl);

    const { location } = await h.callbacks.handle({ encResp: back.encResp, orderNo: back.orderNo });
    // Only our order id travels in the address; the page reads the rest from our record.
    expect(location).toBe(`/success?orderId=${orderId}`);
    expectNothingPersonal(location, registration);
    const result = await h.results.resultOf(orderId);
    expect(checkedAnswerJson(paymentRpcs.orderResult, result)).toBe(JSON.stringify(result));
    expect(result).toEqual({
      orderId,
      ref: registration.ref,
      orderStatus: 'Success',
      amount: 2880,
      currency: 'INR',
      trackingId: back.trackingId,
      paymentMode: 'Credit Card',
      transDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      billingName: 'மீனா சுந்தரம்',
      billingEmail: registration.email,
      billingTel: registration.phone,
    });

    expect(await payments()).toEqual([
      expect.objectContaining({
        registrationId: registration.id,
        amount: 2880,
        status: 'completed',
        paymentMethod: 'card',
        provider: 'sandbox',
        providerStatus: 'Success',
        transactionId: back.trackingId,
        confirmedBy: null,
      }),
    ]);
    expect((await orderOf(orderId)).status).toBe('paid');
    const events = await h.completedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      registrationId: registration.id,
      registrationRef: registration.ref,
      amount: 2880,
      method: 'card',
      provider: 'sandbox',
      transactionId: back.trackingId,
      confirmedBy: null,
      fullName: 'மீனா சுந்தரம்',
      email: registration.email,
      package: 'gold',
      language: 'ta',
    });

    await expect(h.saves.save(orderId)).resolves.toMatchObject({
      orderStatus: 'Success',
      paymentStatus: 'completed',
      data2: registration.ref,
      amount: 2880,
    });
  });

  it('ignores the amount and status a client might claim: only the order and the provider count', async () => {
    const registration = build({ amount: 7200, package: 'vip' });
    const { orderId } = await h.orders.initiate(registration);
    const form = await h.orders.checkoutForm(orderId);
    // The encrypted request carries the registration's amount, whatever the browser sent to initiate_payment.
    const { trackingId } = await h.sandbox.open({
      encRequest: form.fields.encRequest ?? '',
      accessCode: form.fields.access_code ?? '',
    });
    expect((await h.sandbox.page(trackingId)).amount).toBe('7200.00');
  });

  it('changes nothing for a response that does not decrypt: random hex, a flipped byte, another key', async () => {
    const { orderId } = await h.orders.initiate(build());
    const back = await h.providerResponse(orderId, 'Success');
    const flipped = Buffer.from(back.encResp, 'hex');
    flipped[20] = (flipped[20] ?? 0) ^ 0x40;
    const attempts = [
      randomBytes(96).toString('hex'),
      flipped.toString('hex'),
      ccavenueEncrypt(
        encodeParams({
          order_id: orderId,
          tracking_id: '1',
          order_status: 'Success',
          amount: '3600.00',
          currency: 'INR',
        }),
        'not the working key',
      ),
      'definitely not hex',
    ];
    for (const encResp of attempts) {
      await expect(h.callbacks.handle({ encResp, orderNo: orderId })).resolves.toEqual({
        location: '/error',
      });
    }
    expect(await payments()).toEqual([]);
    expect((await orderOf(orderId)).status).toBe('created');
    expect(await h.completedEvents()).toEqual([]);
  });

  it('changes nothing when the order id or the amount does not match the order', async () => {
    // Without a status API (CCAvenue with none configured) the order checks are the last line.
    const bare = paymentHarness(
      h.orm,
      new CcavenueStatusApi({ url: '', accessCode: '', workingKey: '', timeoutMs: 1 }),
    );
    const registration = build({ amount: 3600 });
    const { orderId } = await bare.orders.initiate(registration);
    const response = {
      order_id: orderId,
      tracking_id: '310000000001',
      order_status: 'Success',
      amount: '3600.00',
      currency: 'INR',
    };
    const attempts = [
      { encResp: craft({ ...response, amount: '1.00' }), orderNo: orderId },
      { encResp: craft({ ...response, currency: 'USD' }), orderNo: orderId },
      { encResp: craft({ ...response, order_id: 'EDNOSUCHORDER' }), orderNo: 'EDNOSUCHORDER' },
      { encResp: craft(response), orderNo: 'EDSOMEOTHERORDER' },
    ];
    for (const attempt of attempts) {
      await expect(bare.callbacks.handle(attempt)).resolves.toEqual({ location: '/error' });
    }
    expect(await payments()).toEqual([]);
    expect((await orderOf(orderId)).status).toBe('created');
    expect(await h.completedEvents()).toEqual([]);

    // The same response with the right amount is what the order accepts.
    await bare.callbacks.handle({ encResp: craft(response), orderNo: orderId });
    expect((await orderOf(orderId)).status).toBe('paid');
    await bare.relay.stop();
    await bare.publisher.close();
  });

  it('refuses a well-encrypted success the provider’s status API does not know', async () => {
    const { orderId } = await h.orders.initiate(build());
    const forged = craft({
      order_id: orderId,
      tracking_id: '999999999999',
      order_status: 'Success',
      amount: '3600.00',
      currency: 'INR',
    });
    await expect(h.callbacks.handle({ encResp: forged, orderNo: orderId })).resolves.toEqual({
      location: '/error',
    });
    // Nor does a success for a transaction the tester failed in the sandbox turn into a payment.
    const failed = await h.providerResponse(orderId, 'Failure');
    const relabelled = craft({
      order_id: orderId,
      tracking_id: failed.trackingId,
      order_status: 'Success',
      amount: '3600.00',
      currency: 'INR',
    });
    await expect(h.callbacks.handle({ encResp: relabelled, orderNo: orderId })).resolves.toEqual({
      location: '/error',
    });
    expect((await payments()).filter((p) => p.status === 'completed')).toEqual([]);
    expect(await h.completedEvents()).toEqual([]);
  });

  it('changes nothing and emits nothing when a response is replayed', async () => {
    const { orderId } = await h.orders.initiate(build());
    const back = await h.providerResponse(orderId, 'Success');
    const first = await h.callbacks.handle({ encResp: back.encResp, orderNo: orderId });
    const rowsBefore = await payments();
    for (let i = 0; i < 3; i += 1) {
      await expect(h.callbacks.handle({ encResp: back.encResp, orderNo: orderId })).resolves.toEqual(first);
    }
    expect(await payments()).toEqual(rowsBefore);
    expect(await h.completedEvents()).toHaveLength(1);
  });

  it('records one payment and one event when the browser return and the provider notification race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const registration = build();
      const { orderId } = await h.orders.initiate(registration);
      const back = await h.providerResponse(orderId, 'Success');
      const results = await Promise.all([
        h.callbacks.handle({ encResp: back.encResp, orderNo: orderId }),
        h.callbacks.handle({ encResp: back.encResp, orderNo: orderId }),
        h.callbacks.handle({ encResp: back.encResp }),
      ]);
      expect(new Set(results.map((r) => r.location)).size).toBe(1);
      const rows = (await payments()).filter((p) => p.registrationId === registration.id);
      expect(rows).toHaveLength(1);
      const events = (await h.completedEvents()).filter(
        (e) => (e.payload as { registrationId: number }).registrationId === registration.id,
      );
      expect(events).toHaveLength(1);
    }
  });

  it('records a failure and an abort without completing, then lets a new attempt succeed', async () => {
    const registration = build();
    const first = await h.orders.initiate(registration);
    const failed = await h.providerResponse(first.orderId, 'Failure');
    const failure = await h.callbacks.handle({ encResp: failed.encResp, orderNo: first.orderId });
    expect(failure.location).toBe(`/error?orderId=${first.orderId}`);
    expectNothingPersonal(failure.location, registration);
    await expect(h.results.resultOf(first.orderId)).resolves.toMatchObject({
      orderStatus: 'Failure',
      ref: registration.ref,
      trackingId: failed.trackingId,
    });
    await expect(h.saves.save(first.orderId)).rejects.toMatchObject({ code: 'ORDER_NOT_PAID' });
    await expect(h.orders.checkoutForm(first.orderId)).rejects.toMatchObject({ code: 'CHECKOUT_FINISHED' });

    const second = await h.orders.initiate(registration);
    const aborted = await h.providerResponse(second.orderId, 'Aborted');
    await h.callbacks.handle({ encResp: aborted.encResp, orderNo: second.orderId });
    expect((await orderOf(second.orderId)).status).toBe('aborted');

    const third = await h.orders.initiate(registration);
    const paid = await h.providerResponse(third.orderId, 'Success');
    await h.callbacks.handle({ encResp: paid.encResp, orderNo: third.orderId });
    expect((await payments()).map((p) => [p.providerStatus, p.status])).toEqual([
      ['Failure', 'failed'],
      ['Aborted', 'void'],
      ['Success', 'completed'],
    ]);
    expect(await h.completedEvents()).toHaveLength(1);
    await expect(h.orders.initiate(registration)).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
      message: 'This registration is already paid',
    });
  });

  it('keeps a second successful order of the same registration for staff, without a second event', async () => {
    const registration = build();
    const a = await h.orders.initiate(registration);
    const b = await h.orders.initiate(registration);
    const backA = await h.providerResponse(a.orderId, 'Success');
    const backB = await h.providerResponse(b.orderId, 'Success');
    await Promise.all([
      h.callbacks.handle({ encResp: backA.encResp, orderNo: a.orderId }),
      h.callbacks.handle({ encResp: backB.encResp, orderNo: b.orderId }),
    ]);
    expect((await payments()).filter((p) => p.status === 'completed')).toHaveLength(2);
    expect(await h.completedEvents()).toHaveLength(1);
  });

  it('shows an unanswered order as Pending from the order’s own copy, and an unknown order as not found', async () => {
    const registration = build({ amount: 5100, package: 'diamond', fullName: 'Arun Kumar' });
    const { orderId } = await h.orders.initiate(registration);
    await expect(h.results.resultOf(orderId)).resolves.toEqual({
      orderId,
      ref: registration.ref,
      orderStatus: 'Pending',
      amount: 5100,
      currency: 'INR',
      trackingId: null,
      paymentMode: null,
      transDate: null,
      billingName: 'Arun Kumar',
      billingEmail: registration.email,
      billingTel: registration.phone,
    });
    await expect(h.results.resultOf('EDNOSUCHORDER')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Paid stays paid: a failure reported afterwards for the same order does not change what the page shows.
    const paid = await h.providerResponse(orderId, 'Success');
    await h.callbacks.handle({ encResp: paid.encResp, orderNo: orderId });
    const late = craft({
      order_id: orderId,
      tracking_id: '310000000077',
      order_status: 'Failure',
      amount: '5100.00',
      currency: 'INR',
    });
    await h.callbacks.handle({ encResp: late, orderNo: orderId });
    await expect(h.results.resultOf(orderId)).resolves.toMatchObject({
      orderStatus: 'Success',
      trackingId: paid.trackingId,
    });
  });

  it('answers save with 404 for an unknown order and never marks anything paid', async () => {
    await expect(h.saves.save('EDNOSUCHORDER')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { orderId } = await h.orders.initiate(build());
    await expect(h.saves.save(orderId)).rejects.toMatchObject({ code: 'ORDER_NOT_PAID' });
    expect((await orderOf(orderId)).status).toBe('created');
    expect(await payments()).toEqual([]);
  });

  it('refuses to start a payment for a paid or cancelled registration', async () => {
    await expect(h.orders.initiate(build({ paymentStatus: 'completed' }))).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
    });
    await expect(h.orders.initiate(build({ paymentStatus: 'void' }))).rejects.toMatchObject({
      code: 'REGISTRATION_CANCELLED',
    });
  });
});
