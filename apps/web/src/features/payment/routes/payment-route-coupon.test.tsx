import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'CoUpOnAbCdEfGhIjKlMnOp';

/** A pending registration priced by the server: with the coupon applied, or at the full price. */
function summary(
  voucher: boolean,
  amount: number,
  coupon: { couponCode: string; listPrice: number } | Record<string, never> = {},
): PaymentSummary {
  return {
    registration: {
      id: 7,
      ref: REF,
      fullName: 'Meena Sundaram',
      email: 'meena@example.com',
      package: 'gold',
      voucher,
      isAdditionalTicket: false,
      ...coupon,
    },
    amount,
    currency: 'INR',
    paymentReference: 'CBC-7',
    paymentStatus: 'pending',
    bank: { ...defaultEventSettings.payment, upiId: 'club@okhdfc' },
    proof: null,
  };
}

let current: PaymentSummary;

beforeEach(() => {
  const fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/payments/:ref', () => current);
});

describe('/payment/:ref shows the price charged and whether a coupon made it', () => {
  it('names the applied coupon with the price charged and the full price it replaced', async () => {
    current = summary(true, 2880, { couponCode: 'EARLYBIRD', listPrice: 3600 });
    renderRoute(`/payment/${REF}`);
    const rows = await screen.findByTestId('payment-summary');
    expect(within(rows).getByText('₹2,880')).toBeTruthy();
    expect(screen.getByTestId('payment-coupon').textContent).toBe(
      'Coupon EARLYBIRD applied: ₹2,880 instead of ₹3,600',
    );
  });

  it('falls back to the plain coupon line for a registration stored before the code was kept', async () => {
    current = summary(true, 2880);
    renderRoute(`/payment/${REF}`);
    expect((await screen.findByTestId('payment-coupon')).textContent).toBe(en.payment.summary.voucher);
  });

  it('shows the full amount and no coupon line without one', async () => {
    current = summary(false, 3600);
    renderRoute(`/payment/${REF}`);
    const rows = await screen.findByTestId('payment-summary');
    expect(within(rows).getByText('₹3,600')).toBeTruthy();
    expect(screen.queryByTestId('payment-coupon')).toBeNull();
  });
});
