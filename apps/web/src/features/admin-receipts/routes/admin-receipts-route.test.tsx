import type { ProofReviewRow } from '@eventdesk/contracts/payment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import staffEn from '@/i18n/staff-en.json';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const receipt: ProofReviewRow = {
  proofId: 5,
  paymentId: 12,
  registrationId: 42,
  registrationRef: 'ref-42',
  fullName: 'மீனா சுந்தரம்',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  package: 'gold',
  expectedAmount: 3600,
  paymentReference: 'CBE-7Q2K',
  transactionId: 'UTR123456789',
  fileName: 'receipt.png',
  fileType: 'image/png',
  fileSize: 2048,
  uploadedAt: '2025-10-01T04:30:00.000Z',
  status: 'pending_review',
  reviewedBy: null,
  reviewedAt: null,
  rejectReason: null,
  uploadedBy: null,
  closedReason: null,
  utrDuplicates: [],
};

let api: FakeApi;
let imageAnswers: (() => Response)[];
/** What GET /api/admin/payment-proofs answers, per tab. */
let receiptsByTab: Record<string, ProofReviewRow[]>;
const listed = () => api.calls('GET /api/admin/payment-proofs');
const decided = (decision: 'confirm' | 'reject') => api.calls(`POST /api/admin/payment-proofs/5/${decision}`);

beforeEach(() => {
  receiptsByTab = { pending_review: [receipt] };
  imageAnswers = [() => new Response(new Blob(['png'], { type: 'image/png' }))];
  // jsdom has no object URLs; each test file runs in its own environment.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt-5'), revokeObjectURL: vi.fn() });
  api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/payment-proofs', (call) => {
    const items = receiptsByTab[call.query.get('status') ?? 'pending_review'] ?? [];
    return { items, total: items.length, page: 1, pageSize: 10, pageCount: 1 };
  });
  // The image is bytes, and the review answers are a bare message: no contract types to check them against.
  api.onAny('GET /api/payment-proofs/:id/image', () =>
    (imageAnswers.shift() ?? (() => new Response(new Blob(['png']))))(),
  );
  api.onAny('POST /api/admin/payment-proofs/:id/confirm', () =>
    Response.json({ message: 'Payment confirmed; the ticket is on its way' }),
  );
  api.onAny('POST /api/admin/payment-proofs/:id/reject', () =>
    Response.json({ message: 'Rejected: the visitor will be told why' }),
  );
});

describe('/admin/receipts', () => {
  it('lists receipts to confirm with the amount due, the payment reference, the UTR and the image', async () => {
    renderRoute('/admin/receipts');
    const card = (await screen.findByRole('article', { name: /மீனா சுந்தரம்/ })) as HTMLElement;
    expect(within(card).getByText('₹3,600 (GOLD)')).toBeTruthy();
    expect(within(card).getByText('CBE-7Q2K')).toBeTruthy();
    expect(within(card).getByText('UTR123456789')).toBeTruthy();
    const image = (await within(card).findByAltText('Receipt uploaded by மீனா சுந்தரம்')) as HTMLImageElement;
    expect(image.src).toBe('blob:receipt-5');
    expect(listed()[0]?.query.get('status')).toBe('pending_review');
  });

  it('offers Retry when the image fails to load', async () => {
    imageAnswers = [() => new Response('', { status: 500 })];
    renderRoute('/admin/receipts');
    expect(await screen.findByText('Failed to load payment image')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByAltText('Receipt uploaded by மீனா சுந்தரம்')).toBeTruthy();
  });

  it('confirms with the amount and the UTR prefilled and shows the server message', async () => {
    renderRoute('/admin/receipts');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect((within(dialog).getByLabelText(/Amount received/) as HTMLInputElement).value).toBe('3600');
    expect((within(dialog).getByLabelText(/Transaction id/) as HTMLInputElement).value).toBe('UTR123456789');
    fireEvent.change(within(dialog).getByLabelText(/Method/), { target: { value: 'upi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed; the ticket is on its way')).toBeTruthy();
    expect(decided('confirm')[0]?.body).toEqual({
      amount: 3600,
      method: 'upi',
      transactionId: 'UTR123456789',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a receipt was already reviewed elsewhere, closes the dialog and refreshes the list', async () => {
    api.onAny('POST /api/admin/payment-proofs/:id/reject', () => {
      receiptsByTab = { pending_review: [] };
      return Response.json(
        {
          code: 'RECEIPT_ALREADY_REVIEWED',
          message: 'This receipt was already confirmed by anita; it cannot be reviewed again',
        },
        { status: 409 },
      );
    });
    renderRoute('/admin/receipts');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Amount does not match' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject receipt' }));
    expect(await screen.findByText(staffEn.adminReceipts.toast.alreadyReviewed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listed().length).toBeGreaterThan(1));
    expect(await screen.findByText(staffEn.adminReceipts.empty.pending_review)).toBeTruthy();
  });

  it('requires a reason to reject', async () => {
    renderRoute('/admin/receipts');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject receipt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject receipt' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(decided('reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Amount does not match' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject receipt' }));
    expect(await screen.findByText('Rejected: the visitor will be told why')).toBeTruthy();
    expect(decided('reject')[0]?.body).toEqual({
      reason: 'Amount does not match',
    });
  });

  it('flags a UTR already used on another receipt or a completed payment, naming which', async () => {
    receiptsByTab.pending_review = [
      {
        ...receipt,
        utrDuplicates: [
          { kind: 'receipt', id: 3, registrationId: 17, registrationRef: 'ref-17' },
          { kind: 'payment', id: 8, registrationId: 21, registrationRef: 'ref-21' },
        ],
      },
    ];
    renderRoute('/admin/receipts');
    const card = (await screen.findByRole('article', { name: /மீனா சுந்தரம்/ })) as HTMLElement;
    const flag = within(card).getByRole('note');
    expect(within(flag).getByText('This UTR is already used on')).toBeTruthy();
    expect(within(flag).getByText('receipt #3 of registration #17')).toBeTruthy();
    expect(within(flag).getByText('completed payment #8 of registration #21')).toBeTruthy();
    // Still a receipt to decide: the flag warns, it does not decide.
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('shows no flag for a unique UTR', async () => {
    renderRoute('/admin/receipts');
    const card = (await screen.findByRole('article', { name: /மீனா சுந்தரம்/ })) as HTMLElement;
    expect(within(card).queryByRole('note')).toBeNull();
  });

  it('keeps receipts of closed registrations under their own tab, with the reason and no actions', async () => {
    receiptsByTab.closed = [{ ...receipt, proofId: 6, fullName: 'Ravi Kumar', closedReason: 'deleted' }];
    renderRoute('/admin/receipts');
    await screen.findByRole('article', { name: /மீனா சுந்தரம்/ });
    fireEvent.click(screen.getByRole('tab', { name: 'No longer needed' }));
    const card = (await screen.findByRole('article', { name: /Ravi Kumar/ })) as HTMLElement;
    expect(within(card).getByText('Registration deleted: no decision needed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(listed().at(-1)?.query.get('status')).toBe('closed');
  });
});
