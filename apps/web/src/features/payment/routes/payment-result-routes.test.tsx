import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const ORDER_ID = 'EDABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REF = 'AbCdEfGhIjKlMnOpQrStUv';

function record(overrides: Partial<PaymentOrderResult> = {}): PaymentOrderResult {
  return {
    orderId: ORDER_ID,
    ref: REF,
    orderStatus: 'Success',
    amount: 3600,
    currency: 'INR',
    trackingId: '310000000042',
    paymentMode: 'Credit Card',
    transDate: '25/10/2025 10:00:00',
    billingName: 'மீனா சுந்தரம்',
    billingEmail: 'meena@example.com',
    billingTel: '+91 98430 12345',
    ...overrides,
  };
}

let fake: FakeApi;
const answerOrder = (answer: PaymentOrderResult | Response) =>
  fake.on('GET /api/payment/orders/:orderId', answer);

beforeEach(() => {
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  answerOrder(record());
});

const heading = async () => (await screen.findByTestId('payment-result-heading')).textContent;
const details = () => screen.getByTestId('payment-details').textContent ?? '';
const orderCalls = () => fake.calls('GET /api/payment/orders/:orderId').map((call) => call.path);

/** What an old link, or someone editing the address, might put next to the order id. */
const forged = '&orderStatus=Success&amount=1.00&billing_name=Someone&billing_email=evil%40example.com';

describe('/success and /error show our record of the order, never the address', () => {
  it('a paid order: Payment Success, the record’s details and the countdown, whatever the address adds', async () => {
    renderRoute(`/success?orderId=${ORDER_ID}${forged}`);
    expect(await heading()).toBe('Payment Success');
    expect(screen.getByTestId('result-tick')).toBeTruthy();
    expect(screen.getByTestId('payment-saved').textContent).toContain(en.payment.resultSave.saved);
    expect(screen.getByTestId('redirect-countdown').textContent).toMatch(/Redirecting in [1-5] s/);
    for (const text of [
      ORDER_ID,
      '₹3,600.00',
      'Credit Card',
      'மீனா சுந்தரம்',
      'meena@example.com',
      '+91 98430 12345',
    ]) {
      expect(details()).toContain(text);
    }
    expect(details()).not.toContain('evil@example.com');
    expect(details()).not.toContain('Someone');
    expect(orderCalls()).toEqual([`/api/payment/orders/${ORDER_ID}`]);
  });

  it('an unpaid order with a forged Success address: Payment Pending, no saved notice, no redirect (Tamil too)', async () => {
    answerOrder(record({ orderStatus: 'Pending', trackingId: null, paymentMode: null, transDate: null }));
    const { router } = renderRoute(`/success?orderId=${ORDER_ID}${forged}`);
    expect(await heading()).toBe('Payment Pending');
    expect(screen.getByTestId('result-pending')).toBeTruthy();
    expect(screen.getByTestId('payment-pending').textContent).toBe(en.payment.resultPending.body);
    expect(screen.queryByTestId('payment-saved')).toBeNull();
    expect(details()).toContain('₹3,600.00');
    await setLanguage('ta');
    await waitFor(() =>
      expect(screen.getByTestId('payment-pending').textContent).toBe(ta.payment.resultPending.body),
    );
    expect(router.state.location.pathname).toBe('/success');
  });

  it('a declined card on /error: the failure view in Tamil with the record’s name and a way back to pay', async () => {
    answerOrder(record({ orderStatus: 'Failure' }));
    await setLanguage('ta');
    renderRoute(`/error?orderId=${ORDER_ID}`);
    expect(await heading()).toBe(ta.payment.resultError.heading);
    expect(screen.getByTestId('result-cross')).toBeTruthy();
    expect(details()).toContain('மீனா சுந்தரம்');
    expect(screen.getByTestId('back-to-payment').getAttribute('href')).toBe(`/payment/${REF}`);
    expect(screen.getByTestId('retry-payment').getAttribute('href')).toBe('/events');
  });

  it('a Failure record on /success is still shown as a failure: the record decides, not the path', async () => {
    answerOrder(record({ orderStatus: 'Failure' }));
    renderRoute(`/success?orderId=${ORDER_ID}`);
    expect(await heading()).toBe(en.payment.resultError.heading);
    expect(screen.queryByTestId('payment-saved')).toBeNull();
  });

  it('a cancelled card (Aborted) says cancelled, not failed, and leads back to the payment page to try again', async () => {
    answerOrder(record({ orderStatus: 'Aborted' }));
    renderRoute(`/error?orderId=${ORDER_ID}`);
    expect(await heading()).toBe(en.payment.resultCancelled.heading);
    expect(screen.getByTestId('result-cancelled')).toBeTruthy();
    expect(screen.queryByTestId('result-cross')).toBeNull();
    expect(screen.getByTestId('payment-cancelled').textContent).toBe(en.payment.resultCancelled.body);
    expect(screen.queryByText(en.payment.resultError.body)).toBeNull();
    const tryAgain = screen.getByTestId('try-again');
    expect(tryAgain.textContent).toBe(en.payment.resultCancelled.retry);
    expect(tryAgain.getAttribute('href')).toBe(`/payment/${REF}`);
    expect(details()).toContain(ORDER_ID);
    await setLanguage('ta');
    await waitFor(() =>
      expect(screen.getByTestId('payment-result-heading').textContent).toBe(
        ta.payment.resultCancelled.heading,
      ),
    );
    expect(screen.getByTestId('try-again').textContent).toBe(ta.payment.resultCancelled.retry);
  });

  it('an unknown order id: Payment not found, in English and Tamil, with no tick or cross beside it', async () => {
    answerOrder(Response.json({ message: 'Order not found' }, { status: 404 }));
    renderRoute(`/success?orderId=EDNOSUCHORDER`);
    expect((await screen.findByTestId('order-not-found')).textContent).toContain(
      en.payment.resultNotFound.body,
    );
    for (const icon of ['result-tick', 'result-cross', 'result-pending']) {
      expect(screen.queryByTestId(icon)).toBeNull();
    }
    expect(screen.queryByText(/Failed to save payment/)).toBeNull();
    await setLanguage('ta');
    await waitFor(() =>
      expect(screen.getByTestId('order-not-found').textContent).toContain(ta.payment.resultNotFound.title),
    );
  });

  it('a server failure says the details could not be loaded', async () => {
    answerOrder(Response.json({ message: 'Internal server error' }, { status: 500 }));
    renderRoute(`/error?orderId=${ORDER_ID}`);
    expect((await screen.findByTestId('order-load-failed')).textContent).toBe(
      en.payment.resultPage.loadError,
    );
  });

  it('without an order id: /success finds nothing and /error shows the bare failure, neither asks the server', async () => {
    renderRoute('/success?orderStatus=Success&billing_email=evil%40example.com');
    expect((await screen.findByTestId('order-not-found')).textContent).toContain(
      en.payment.resultNotFound.title,
    );
    renderRoute('/error');
    expect(await heading()).toBe(en.payment.resultError.heading);
    expect(screen.queryByTestId('payment-details')).toBeNull();
    expect(orderCalls()).toEqual([]);
  });
});
