import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { defaultEventSettings, legacyPlaceholders, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

/** A pending registration whose payment page carries the settings' (unset) bank details. */
function summary(bank: Partial<PaymentSummary['bank']>): PaymentSummary {
  return {
    registration: {
      id: 42,
      ref: REF,
      fullName: 'Meena Sundaram',
      email: 'meena@example.com',
      package: 'gold',
      voucher: false,
      isAdditionalTicket: false,
    },
    amount: 3600,
    currency: 'INR',
    paymentReference: 'CBC-42',
    paymentStatus: 'pending',
    bank: { ...defaultEventSettings.payment, ...bank },
    proof: null,
  };
}

let current: PaymentSummary;

beforeEach(() => {
  const fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/payments/:ref', () => current);
});

describe('/payment/:ref without bank details', () => {
  it.each([
    ['unset', {}],
    ['still the old placeholders', legacyPlaceholders],
  ])('offers the card only when the bank details are %s', async (_, bank) => {
    current = summary(bank);
    renderRoute(`/payment/${REF}`);
    expect(await screen.findByTestId('pay-by-card')).toBeTruthy();
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
    expect(screen.queryByText(en.payment.choice.bank)).toBeNull();
    expect(document.body.textContent).not.toContain('000000000000');
  });

  it('offers bank/UPI once staff set a UPI id', async () => {
    current = summary({ upiId: 'club@okhdfc' });
    renderRoute(`/payment/${REF}`);
    expect(await screen.findByTestId('bank-transfer')).toBeTruthy();
    expect(screen.getByTestId('pay-by-card')).toBeTruthy();
  });
});
