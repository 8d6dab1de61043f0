import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

const base: PaymentSummary = {
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
  bank: {
    accountName: 'Business Club',
    accountNumber: '123456789012',
    ifsc: 'SBIN0000001',
    bankName: 'State Bank of India',
    branch: 'Coimbatore',
    upiId: 'club@upi',
    qrImage: '',
  },
  proof: { status: 'rejected', uploadedAt: '2026-11-20T10:00:00.000Z', transactionId: '412345678901' },
  rejection: { reason: 'Amount not on the bank statement.', rejectedAt: '2026-11-21T04:30:00.000Z' },
};

let current: PaymentSummary;
let fake: FakeApi;

beforeEach(async () => {
  current = base;
  await setLanguage('en');
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/payments/:ref', () => current);
  fake.on(
    'POST /api/initiate_payment',
    Response.json({ message: 'The card provider is not answering' }, { status: 503 }),
  );
});

describe('/payment/:ref after staff rejected the receipt', () => {
  it('says the receipt was not accepted, why and what to do, then offers both choices again', async () => {
    renderRoute(`/payment/${REF}`);
    const notice = await screen.findByTestId('receipt-rejected');
    expect(notice.textContent).toContain(en.payment.rejected.title);
    expect(notice.textContent).toContain(
      'Your receipt was not accepted: Amount not on the bank statement. Upload a new receipt or pay by card.',
    );
    // 04:30 UTC is 10:00 in Coimbatore.
    expect(notice.textContent).toContain('Checked on 21 Nov 2026, 10:00');
    expect(screen.queryByTestId('receipt-under-review')).toBeNull();
    expect(screen.getByTestId('bank-transfer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹3,600 by card' }));
    await waitFor(() => expect(fake.calls('POST /api/initiate_payment')).toHaveLength(1));
  });

  it('says it in Tamil for a Tamil visitor', async () => {
    await setLanguage('ta');
    renderRoute(`/payment/${REF}`);
    const notice = await screen.findByTestId('receipt-rejected');
    expect(notice.textContent).toContain(ta.payment.rejected.title);
    expect(notice.textContent).toContain(
      'உங்கள் ரசீது ஏற்கப்படவில்லை: Amount not on the bank statement. புதிய ரசீதைப் பதிவேற்றவும் அல்லது அட்டை மூலம் செலுத்தவும்.',
    );
  });

  it('shows no rejection once a new receipt waits for review, nor when there never was one', async () => {
    current = {
      ...base,
      proof: { status: 'pending_review', uploadedAt: '2026-11-21T06:00:00.000Z', transactionId: '5555' },
      rejection: null,
    };
    const first = renderRoute(`/payment/${REF}`);
    expect(await screen.findByTestId('receipt-under-review')).toBeTruthy();
    expect(screen.queryByTestId('receipt-rejected')).toBeNull();
    first.unmount();

    current = { ...base, proof: null, rejection: null };
    renderRoute(`/payment/${REF}`);
    expect(await screen.findByRole('button', { name: 'Pay ₹3,600 by card' })).toBeTruthy();
    expect(screen.queryByTestId('receipt-rejected')).toBeNull();
  });
});
