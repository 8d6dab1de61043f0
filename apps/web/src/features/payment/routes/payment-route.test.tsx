import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROOF_MIN_BYTES, type PaymentSummary } from '@eventdesk/contracts/payment';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

function summary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
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
    bank: {
      accountName: 'Business Club',
      accountNumber: '123456789012',
      ifsc: 'SBIN0000001',
      bankName: 'State Bank of India',
      branch: 'Coimbatore',
      upiId: 'club@upi',
      qrImage: '',
    },
    proof: null,
    ...overrides,
  };
}

const underReview = summary({
  proof: { status: 'pending_review', uploadedAt: '2026-11-20T10:00:00.000Z', transactionId: '412345678901' },
});

let current: PaymentSummary;
let fake: FakeApi;

beforeEach(() => {
  current = summary();
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/payments/:ref', () => current);
  fake.on(
    'POST /api/initiate_payment',
    Response.json({ message: 'The card provider is not answering' }, { status: 503 }),
  );
  fake.on('POST /api/payments/:ref/proof', {
    proofId: 7,
    status: 'pending_review',
    uploadedAt: '2026-11-20T10:00:00.000Z',
    message: 'Receipt received',
  });
});

const cardCalls = () => fake.calls('POST /api/initiate_payment');

describe('/payment/:ref while a receipt waits for review', () => {
  it('says the receipt is being checked and offers the card only behind a warning and a confirmation', async () => {
    current = underReview;
    renderRoute(`/payment/${REF}`);
    const status = await screen.findByTestId('receipt-under-review');
    expect(status.textContent).toContain(en.payment.review.title);
    expect(status.textContent).toContain('412345678901');
    // No one-click card payment: the button only exists once the visitor opens "Pay by card instead".
    expect(screen.queryByTestId('pay-by-card')).toBeNull();
    expect(screen.queryByText('Pay ₹3,600 by card')).toBeNull();

    const toggle = screen.getByRole('button', { name: en.payment.review.cardInstead });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByTestId('card-instead-warning').textContent).toBe(en.payment.review.cardWarning);
    expect(cardCalls()).toEqual([]);

    // "No" closes it again without paying.
    fireEvent.click(screen.getByRole('button', { name: en.payment.review.keepWaiting }));
    expect(screen.queryByTestId('pay-by-card')).toBeNull();
    expect(cardCalls()).toEqual([]);

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, pay ₹3,600 by card' }));
    await waitFor(() => expect(cardCalls()).toHaveLength(1));
    expect(await screen.findByText('The card provider is not answering')).toBeTruthy();
  });

  it('says so in Tamil too', async () => {
    current = underReview;
    await setLanguage('ta');
    renderRoute(`/payment/${REF}`);
    expect((await screen.findByTestId('receipt-under-review')).textContent).toContain(
      ta.payment.review.title,
    );
    fireEvent.click(screen.getByRole('button', { name: ta.payment.review.cardInstead }));
    expect(screen.getByTestId('card-instead-warning').textContent).toBe(ta.payment.review.cardWarning);
  });

  it('without a receipt under review, the card is the first choice, one click away', async () => {
    renderRoute(`/payment/${REF}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹3,600 by card' }));
    await waitFor(() => expect(cardCalls()).toHaveLength(1));
    expect(screen.queryByTestId('receipt-under-review')).toBeNull();
  });
});

/** A File that reports `size` without allocating it. */
function receiptFile(): File {
  const file = new File(['x'], 'gpay.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: PROOF_MIN_BYTES + 1 });
  return file;
}

async function uploadReceipt() {
  fireEvent.click(await screen.findByTestId('bank-transfer'));
  fireEvent.change(screen.getByTestId('receipt-input'), { target: { files: [receiptFile()] } });
  fireEvent.change(screen.getByTestId('utr-input'), { target: { value: '412345678901' } });
  fireEvent.click(screen.getByTestId('upload-submit'));
}

describe('/payment/:ref receipt upload messages', () => {
  it("an answer without a reason (a proxy's HTML page) says 'Upload failed'", async () => {
    fake.on(
      'POST /api/payments/:ref/proof',
      new Response('<html>413 Request Entity Too Large</html>', { status: 413 }),
    );
    renderRoute(`/payment/${REF}`);
    await uploadReceipt();
    expect(await screen.findByText(en.payment.toast.uploadFailed)).toBeTruthy();
    expect(screen.getByText(en.payment.toast.uploadError)).toBeTruthy();
  });

  it("the server's reason when it gives one", async () => {
    fake.on(
      'POST /api/payments/:ref/proof',
      Response.json({ message: 'The image is unreadable' }, { status: 422 }),
    );
    renderRoute(`/payment/${REF}`);
    await uploadReceipt();
    expect(await screen.findByText('The image is unreadable')).toBeTruthy();
    expect(screen.queryByText(en.payment.toast.uploadFailed)).toBeNull();
  });

  it('a registration paid meanwhile (e.g. at the desk): says so in the visitor’s language and shows it paid', async () => {
    fake.on('POST /api/payments/:ref/proof', () => {
      current = summary({ paymentStatus: 'completed' });
      return Response.json(
        { code: 'REGISTRATION_ALREADY_PAID', message: 'This registration is already paid' },
        { status: 409 },
      );
    });
    await setLanguage('ta');
    renderRoute(`/payment/${REF}`);
    await uploadReceipt();
    expect(await screen.findByText(ta.payment.toast.alreadyPaid)).toBeTruthy();
    expect(screen.queryByText('This registration is already paid')).toBeNull();
    expect(await screen.findByTestId('payment-paid')).toBeTruthy();
  });

  it('a card payment for a registration cancelled meanwhile says it was cancelled', async () => {
    fake.on('POST /api/initiate_payment', () => {
      current = summary({ paymentStatus: 'void' });
      return Response.json(
        { code: 'REGISTRATION_CANCELLED', message: 'This registration was cancelled' },
        { status: 409 },
      );
    });
    renderRoute(`/payment/${REF}`);
    fireEvent.click(await screen.findByTestId('pay-by-card'));
    expect((await screen.findAllByText(en.payment.paid.cancelled)).length).toBeGreaterThan(0);
    expect(screen.queryByText('This registration was cancelled')).toBeNull();
  });

  it("a stored receipt: 'Upload Success!', then the completed view with 'Registration Completed!'", async () => {
    renderRoute(`/payment/${REF}`);
    await uploadReceipt();
    expect(await screen.findByText(en.payment.toast.uploadSuccess)).toBeTruthy();
    await screen.findByTestId('registration-complete');
    expect(await screen.findByText(en.payment.toast.completedTitle)).toBeTruthy();
    expect(screen.getByText(en.payment.toast.completedBody)).toBeTruthy();
  });
});
