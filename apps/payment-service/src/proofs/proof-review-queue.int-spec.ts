import { randomUUID } from 'node:crypto';
import {
  proofReviewListQuery,
  REGISTRATION_UPDATED,
  type RegistrationPaymentStatus,
  type RegistrationUpdatedPayload,
  type RegistrationView,
} from '@eventdesk/contracts';
import { adminRow, build } from '../../test/factories/registration-view.factory';
import { png, staffUpload, visitorUpload } from '../../test/factories/receipt-upload.factory';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { ProofReviewListService } from './proof-review-list.service';
import { RegistrationStateConsumer } from './registration-state.consumer';

/** Issue 16 item 3: the pending tab holds only receipts someone must decide; a reused UTR is flagged. */
describe('receipts queue: closed registrations and reused UTRs (real PostgreSQL)', () => {
  let h: PaymentTestKit;
  let list: ProofReviewListService;
  let consumer: RegistrationStateConsumer;

  beforeAll(async () => {
    h = await startPaymentTestKit();
    list = new ProofReviewListService(h.orm.em);
    consumer = new RegistrationStateConsumer(h.orm.em);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const ids = async (status: string) =>
    (await list.list(proofReviewListQuery.parse({ status }))).items.map((row) => row.proofId);
  const updated = (
    registration: RegistrationView,
    change: { paymentStatus?: RegistrationPaymentStatus; deleted?: boolean; updatedAt: string },
    id = randomUUID(),
  ) => {
    const payload: RegistrationUpdatedPayload = {
      registrationId: registration.id,
      ref: registration.ref,
      fullName: registration.fullName,
      email: registration.email,
      phone: registration.phone,
      package: registration.package,
      amount: registration.amount,
      language: registration.language,
      paymentStatus: change.paymentStatus ?? 'pending',
      deleted: change.deleted ?? false,
      updatedAt: change.updatedAt,
      updatedBy: 'admin',
    };
    return { id, name: REGISTRATION_UPDATED, occurredAt: change.updatedAt, payload };
  };

  it('moves receipts of deleted, voided and already-paid registrations from pending to closed, with the reason', async () => {
    const deleted = build();
    const voided = build();
    const paidTwice = build();
    const open = build();
    const ofDeleted = await visitorUpload(h.proofs, deleted, png(), '111111111111');
    const ofVoided = await visitorUpload(h.proofs, voided, png(), '222222222222');
    const firstOfPaid = await visitorUpload(h.proofs, paidTwice, png(), '333333333333');
    const secondOfPaid = await visitorUpload(h.proofs, paidTwice, png(), '444444444444');
    const ofOpen = await visitorUpload(h.proofs, open, png(), '555555555555');
    expect(await ids('pending_review')).toHaveLength(5);

    const deletion = updated(deleted, { deleted: true, updatedAt: '2026-10-01T10:00:00.000Z' });
    await consumer.onRegistrationUpdated(deletion);
    // A redelivery and an older edit that arrives late change nothing.
    await consumer.onRegistrationUpdated(deletion);
    await consumer.onRegistrationUpdated(updated(deleted, { updatedAt: '2026-10-01T09:00:00.000Z' }));
    await consumer.onRegistrationUpdated(
      updated(voided, { paymentStatus: 'void', updatedAt: '2026-10-01T10:00:00.000Z' }),
    );
    await h.review.confirm({
      id: firstOfPaid.proofId,
      amount: 3600,
      method: 'upi',
      transactionId: '333333333333',
      confirmedBy: 'admin',
    });

    expect(await ids('pending_review')).toEqual([ofOpen.proofId]);
    const closed = await list.list(proofReviewListQuery.parse({ status: 'closed' }));
    expect(closed.total).toBe(3);
    expect(closed.items.map((row) => [row.proofId, row.status, row.closedReason])).toEqual([
      [secondOfPaid.proofId, 'pending_review', 'completed'],
      [ofVoided.proofId, 'pending_review', 'void'],
      [ofDeleted.proofId, 'pending_review', 'deleted'],
    ]);
    // 'all' keeps every receipt for audit; a reviewed one has no closed reason.
    const all = await list.list(proofReviewListQuery.parse({ status: 'all' }));
    expect(all.total).toBe(5);
    expect(all.items.find((row) => row.proofId === firstOfPaid.proofId)).toMatchObject({
      status: 'confirmed',
      closedReason: null,
    });

    // Restored by staff: back in the pending tab.
    await consumer.onRegistrationUpdated(updated(deleted, { updatedAt: '2026-10-01T11:00:00.000Z' }));
    expect(await ids('pending_review')).toEqual([ofOpen.proofId, ofDeleted.proofId]);
  });

  it('flags a UTR used on another receipt or a completed payment, compared without spaces or case', async () => {
    const paid = build();
    const reused = build();
    const alsoReused = build();
    const unique = build();
    const original = await staffUpload(h.proofs, adminRow(paid), 'desk', png(), 'ABCD1234EFGH5678');
    await h.review.confirm({
      id: original.proofId,
      amount: 3600,
      method: 'bank_transfer',
      transactionId: 'ABCD1234EFGH5678',
      confirmedBy: 'admin',
    });
    const copy = await staffUpload(h.proofs, adminRow(reused), 'desk', png(), ' abcd 1234 efgh 5678 ');
    const twinA = await visitorUpload(h.proofs, alsoReused, png(), '412345678901');
    const twinB = await staffUpload(h.proofs, adminRow(unique), 'desk', png(), '4123 4567 8901');
    const alone = await visitorUpload(h.proofs, build(), png(), '999999999999');

    const rows = (await list.list(proofReviewListQuery.parse({ status: 'all' }))).items;
    const flags = (proofId: number) => rows.find((row) => row.proofId === proofId)?.utrDuplicates;
    expect(flags(copy.proofId)).toEqual([
      {
        kind: 'payment',
        id: expect.any(Number),
        registrationId: paid.id,
        registrationRef: paid.ref,
      },
      { kind: 'receipt', id: original.proofId, registrationId: paid.id, registrationRef: paid.ref },
    ]);
    // The confirmed receipt's own payment is not a duplicate of it; the later copy is.
    expect(flags(original.proofId)).toEqual([
      { kind: 'receipt', id: copy.proofId, registrationId: reused.id, registrationRef: reused.ref },
    ]);
    expect(flags(twinA.proofId)).toEqual([
      { kind: 'receipt', id: twinB.proofId, registrationId: unique.id, registrationRef: unique.ref },
    ]);
    expect(flags(twinB.proofId)).toEqual([
      { kind: 'receipt', id: twinA.proofId, registrationId: alsoReused.id, registrationRef: alsoReused.ref },
    ]);
    expect(flags(alone.proofId)).toEqual([]);
  });
});
