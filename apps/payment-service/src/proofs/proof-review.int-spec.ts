import {
  auditListQuery,
  defaultEventSettings,
  PAYMENT_RECEIPT_REJECTED,
  proofReviewListQuery,
  receiptRejectedPayload,
  rejectProofCommand,
  toPublicSettings,
  paymentRpcs,
} from '@eventdesk/contracts';
import { AuditEntry, OutboxEvent } from '@eventdesk/server-kit';
import { adminRow, build } from '../../test/factories/registration-view.factory';
import { png, staffUpload, visitorUpload } from '../../test/factories/receipt-upload.factory';
import { checkedAnswerJson } from '../../test/checked-answer';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { AuditHandler } from '../audit/audit.handler';
import { Payment } from '../payments/payment.entity';
import { PaymentSummaryService } from '../payments/payment-summary.service';
import { PaymentProof } from '../proofs/payment-proof.entity';
import { ProofRejectionService } from './proof-rejection.service';
import { ProofReviewListService } from './proof-review-list.service';

describe('staff review of receipts (real PostgreSQL)', () => {
  let h: PaymentTestKit;
  let list: ProofReviewListService;
  let rejection: ProofRejectionService;

  beforeAll(async () => {
    h = await startPaymentTestKit();
    list = new ProofReviewListService(h.orm.em);
    rejection = new ProofRejectionService(h.orm.em);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const page = (query: Record<string, unknown> = {}) => list.list(proofReviewListQuery.parse(query));
  const reject = (id: number, reason = 'Amount not on the bank statement', rejectedBy = 'admin') =>
    rejection.reject(rejectProofCommand.parse({ id, reason, rejectedBy }));
  const confirm = (id: number, amount = 3600, transactionId = 'UTR55554444') =>
    h.review.confirm({ id, amount, method: 'upi', transactionId, confirmedBy: 'admin' });
  const audit = () => h.orm.em.fork().find(AuditEntry, {}, { orderBy: { id: 'asc' } });

  it('lists receipts to confirm with what staff check them against, newest first, paged on the server', async () => {
    const meena = build({ fullName: 'மீனா சுந்தரம்', email: 'meena@example.com', package: 'vip', amount: 7200 });
    const ravi = build({
      fullName: 'Ravi Kumar',
      phone: '+91 90000 11111',
      package: 'diamond',
      amount: 5100,
    });
    const old = build();
    const first = await visitorUpload(h.proofs, old, png(400), 'OLDUTR0001');
    const second = await visitorUpload(h.proofs, meena, png(600), '412345678901');
    const third = await staffUpload(h.proofs, adminRow(ravi), 'desk-admin', png(500), 'CASHDESK01');

    const one = await page({ pageSize: 2 });
    expect(one).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(one.items.map((row) => row.proofId)).toEqual([third.proofId, second.proofId]);
    expect(one.items[1]).toEqual({
      proofId: second.proofId,
      paymentId: expect.any(Number),
      registrationId: meena.id,
      registrationRef: meena.ref,
      fullName: 'மீனா சுந்தரம்',
      email: 'meena@example.com',
      phone: meena.phone,
      package: 'vip',
      expectedAmount: 7200,
      paymentReference: `CBC-${meena.id}`,
      transactionId: '412345678901',
      fileName: 'receipt.png',
      fileType: 'image/png',
      fileSize: 600,
      uploadedAt: second.uploadedAt,
      status: 'pending_review',
      reviewedBy: null,
      reviewedAt: null,
      rejectReason: null,
      uploadedBy: null,
      closedReason: null,
      utrDuplicates: [],
    });
    expect(one.items[0]).toMatchObject({
      fullName: 'Ravi Kumar',
      expectedAmount: 5100,
      uploadedBy: 'desk-admin',
    });
    const two = await page({ page: 2, pageSize: 2 });
    expect(two.items.map((row) => row.proofId)).toEqual([first.proofId]);

    // Reviewed receipts leave the list and show under their status with who reviewed them.
    await confirm(second.proofId, 7200);
    await reject(first.proofId, 'Blurred image');
    expect((await page()).items.map((row) => row.proofId)).toEqual([third.proofId]);
    const confirmed = await page({ status: 'confirmed' });
    expect(confirmed.items).toEqual([
      expect.objectContaining({ proofId: second.proofId, status: 'confirmed', reviewedBy: 'admin' }),
    ]);
    expect(confirmed.items[0]?.reviewedAt).not.toBeNull();
    const rejected = await page({ status: 'rejected' });
    expect(rejected.items).toEqual([
      expect.objectContaining({ proofId: first.proofId, status: 'rejected', rejectReason: 'Blurred image' }),
    ]);
    expect(await page({ page: 5 })).toMatchObject({ items: [], total: 1, pageCount: 1 });
  });

  it('rejects with a reason and who; a reviewed receipt cannot be reviewed again (409); nothing is paid', async () => {
    const registration = build();
    const { proofId } = await visitorUpload(h.proofs, registration);
    const rejected = await reject(proofId, '  Amount does not match  ', 'anita');
    expect(rejected).toMatchObject({ id: proofId, status: 'rejected', reviewedBy: 'anita' });
    const stored = await h.orm.em.fork().findOneOrFail(PaymentProof, proofId);
    expect(stored).toMatchObject({
      status: 'rejected',
      rejectReason: 'Amount does not match',
      reviewedBy: 'anita',
    });
    expect(stored.reviewedAt).toBeInstanceOf(Date);
    expect((await h.orm.em.fork().findOneOrFail(Payment, stored.paymentId)).status).toBe('pending');

    await expect(reject(proofId)).rejects.toMatchObject({
      code: 'RECEIPT_ALREADY_REVIEWED',
      message: 'This receipt was already rejected by anita; it cannot be reviewed again',
    });
    await expect(confirm(proofId)).rejects.toMatchObject({
      code: 'RECEIPT_ALREADY_REVIEWED',
      message: 'This receipt was already rejected by anita; it cannot be reviewed again',
    });
    expect(await h.orm.em.fork().count(OutboxEvent, { name: 'payment.completed.v1' })).toBe(0);

    // The visitor sends a better receipt: it is reviewable, and confirming it pays the same payment.
    const again = await visitorUpload(h.proofs, registration, png(700), 'UTR999888777');
    await confirm(again.proofId);
    await expect(reject(again.proofId)).rejects.toMatchObject({
      code: 'RECEIPT_ALREADY_REVIEWED',
      message: 'This receipt was already confirmed by admin; it cannot be reviewed again',
    });
    expect(await h.orm.em.fork().count(OutboxEvent, { name: 'payment.completed.v1' })).toBe(1);
    await expect(reject(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(rejectProofCommand.safeParse({ id: proofId, reason: 'no', rejectedBy: 'a' }).success).toBe(false);
  });

  it('a rejection writes payment.receipt-rejected with the reason in its transaction; the summary shows it', async () => {
    const registration = build({ fullName: 'மீனா சுந்தரம்', language: 'ta', phone: '+91 98765 43210' });
    const summaries = new PaymentSummaryService(h.orm.em);
    const settings = toPublicSettings(defaultEventSettings);
    const { proofId } = await visitorUpload(h.proofs, registration);
    expect((await summaries.summarize(registration, settings)).rejection).toBeNull();

    await reject(proofId, '  Amount not on the bank statement ', 'anita');
    const events = await h.orm.em.fork().find(OutboxEvent, { name: PAYMENT_RECEIPT_REJECTED });
    expect(events).toHaveLength(1);
    const payload = receiptRejectedPayload.parse(events[0]?.payload);
    const stored = await h.orm.em.fork().findOneOrFail(PaymentProof, proofId);
    expect(payload).toEqual({
      proofId,
      paymentId: stored.paymentId,
      registrationId: registration.id,
      registrationRef: registration.ref,
      reason: 'Amount not on the bank statement',
      rejectedAt: stored.reviewedAt?.toISOString(),
      fullName: 'மீனா சுந்தரம்',
      email: registration.email,
      phone: '+91 98765 43210',
      language: 'ta',
    });
    const summary = await summaries.summarize(registration, settings);
    expect(summary.rejection).toEqual({
      reason: 'Amount not on the bank statement',
      rejectedAt: payload.rejectedAt,
    });
    expect(checkedAnswerJson(paymentRpcs.summary, summary)).toBe(JSON.stringify(summary));

    // A refused second review writes nothing more; a new receipt replaces the rejection on the page.
    await expect(reject(proofId)).rejects.toMatchObject({ code: 'RECEIPT_ALREADY_REVIEWED' });
    expect(await h.orm.em.fork().count(OutboxEvent, { name: PAYMENT_RECEIPT_REJECTED })).toBe(1);
    await visitorUpload(h.proofs, registration, png(700), 'UTR999888777');
    expect((await summaries.summarize(registration, settings)).rejection).toBeNull();
  });

  it('writes one audit entry per confirmation and rejection, in the same transaction, with before and after', async () => {
    const a = await visitorUpload(h.proofs, build(), png(), 'UTRAAAA1111');
    const b = await visitorUpload(h.proofs, build(), png(), 'UTRBBBB2222');
    await reject(a.proofId, 'Wrong account', 'anita');
    await confirm(b.proofId, 3600, 'UTRBBBB2222');
    await expect(reject(a.proofId)).rejects.toMatchObject({ code: 'RECEIPT_ALREADY_REVIEWED' });
    await expect(confirm(b.proofId, 3000)).rejects.toMatchObject({ code: 'RECEIPT_ALREADY_REVIEWED' });

    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: 'anita',
      action: 'payment-proof.reject',
      targetType: 'payment-proof',
      targetId: String(a.proofId),
      before: { status: 'pending_review', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Wrong account', reviewedBy: 'anita' },
    });
    expect(entries[1]).toMatchObject({
      actor: 'admin',
      action: 'payment-proof.confirm',
      targetId: String(b.proofId),
      before: { proof: { status: 'pending_review' }, payment: { status: 'pending', transactionId: null } },
      after: {
        proof: { status: 'confirmed', reviewedBy: 'admin' },
        payment: {
          status: 'completed',
          transactionId: 'UTRBBBB2222',
          confirmedBy: 'admin',
          paymentMethod: 'upi',
        },
      },
    });

    // The payment service's part of the audit log, as the gateway asks for it.
    const handler = new AuditHandler(h.orm.em);
    const newest = await handler.list(auditListQuery.parse({ limit: 1 }));
    expect(newest).toEqual([
      expect.objectContaining({
        id: `payment:${entries[1]?.id}`,
        source: 'payment',
        action: 'payment-proof.confirm',
      }),
    ]);
    const older = await handler.list({ limit: 10, before: newest[0]?.at });
    expect(older.map((entry) => entry.action)).toEqual(['payment-proof.reject']);
    expect(await handler.list({ limit: 10, actor: 'anita' })).toHaveLength(1);
  });

  describe('receipt uploaded by staff', () => {
    it('opens the bank/UPI payment if missing, stores the receipt pending review with who, and audits it', async () => {
      const registration = adminRow(build({ amount: 5100, package: 'diamond' }));
      const received = await staffUpload(h.proofs, registration, 'desk-admin');
      expect(received).toMatchObject({ status: 'pending_review' });
      const payments = await h.orm.em.fork().find(Payment, { registrationId: registration.id });
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        status: 'pending',
        amount: 5100,
        paymentMethod: 'bank_transfer',
        paymentReference: `CBC-${registration.id}`,
      });
      const proof = await h.orm.em.fork().findOneOrFail(PaymentProof, received.proofId);
      expect(proof).toMatchObject({ status: 'pending_review', uploadedBy: 'desk-admin', transactionId: '' });
      expect(await audit()).toEqual([
        expect.objectContaining({
          actor: 'desk-admin',
          action: 'payment-proof.staff-upload',
          targetId: String(received.proofId),
          before: null,
          after: expect.objectContaining({ registrationId: registration.id, fileType: 'image/png' }),
        }),
      ]);
      // A second receipt joins the same open payment.
      await staffUpload(h.proofs, registration, 'desk-admin', png(900), 'NEFT12345');
      expect(await h.orm.em.fork().count(Payment, { registrationId: registration.id })).toBe(1);
    });

    it('refuses a file that is not an image by its bytes and a paid registration, storing nothing', async () => {
      const notImage = Buffer.from('%PDF-1.7\n'.padEnd(400, 'x'));
      await expect(staffUpload(h.proofs, adminRow(), 'desk-admin', notImage)).rejects.toMatchObject({
        code: 'UNSUPPORTED_FILE',
      });
      await expect(
        staffUpload(h.proofs, adminRow(build({ paymentStatus: 'completed' })), 'desk-admin'),
      ).rejects.toMatchObject({
        code: 'REGISTRATION_ALREADY_PAID',
        message: 'This registration is already paid',
      });
      const em = h.orm.em.fork();
      expect([await em.count(PaymentProof, {}), await em.count(Payment, {}), (await audit()).length]).toEqual(
        [0, 0, 0],
      );
      expect(await em.execute('select count(*)::int as n from "payment"."file_chunk"')).toEqual([{ n: 0 }]);
    });
  });
});
