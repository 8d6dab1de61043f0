import { randomUUID } from 'node:crypto';
import {
  PAYMENT_RECEIPT_REJECTED,
  type CreateRegistrationResponse,
  type EventEnvelope,
  type ReceiptRejectedPayload,
} from '@eventdesk/contracts';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, seatRows, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from '../registrations/registration.entity';
import { ReceiptRejectedConsumer } from './receipt-rejected.consumer';

const DAY_MS = 24 * 3_600_000;

describe('payment.receipt-rejected consumer: the seat stays held 24 h (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let consumer: ReceiptRejectedConsumer;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('receipt-rejected');
    consumer = new ReceiptRejectedConsumer(kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(async () => {
    await kit.reset();
    await setCapacity(kit.settings, 'vip', 2);
  });

  const rejected = (
    registration: CreateRegistrationResponse,
    rejectedAt = new Date(),
  ): EventEnvelope<ReceiptRejectedPayload> => ({
    id: randomUUID(),
    name: PAYMENT_RECEIPT_REJECTED,
    occurredAt: rejectedAt.toISOString(),
    payload: {
      proofId: 1,
      paymentId: 1,
      registrationId: registration.id,
      registrationRef: registration.ref,
      reason: 'Amount does not match',
      rejectedAt: rejectedAt.toISOString(),
      fullName: registration.fullName,
      email: 'meena@example.com',
      phone: '9876543210',
      language: 'en',
    },
  });
  const seatOf = async (registrationId: number) =>
    (await seatRows(kit.orm, 'vip')).filter((row) => row.registration_id === registrationId);

  it('holds the seat until 24 h after the rejection, once, even when the hold had lapsed', async () => {
    const created = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expireHold(kit.orm, created.id);
    const rejectedAt = new Date(Date.now() - 60_000);
    const event = rejected(created, rejectedAt);
    await consumer.onReceiptRejected(event);
    const [seat] = await seatOf(created.id);
    expect(seat?.sold).toBe(false);
    expect(seat?.held_until?.getTime()).toBe(rejectedAt.getTime() + DAY_MS);

    // The same event delivered again is not applied again (processed once per event id).
    await expireHold(kit.orm, created.id);
    await consumer.onReceiptRejected(event);
    expect((await seatOf(created.id))[0]?.held_until?.getTime()).toBeLessThan(Date.now());

    // A later rejection never shortens a hold that is already longer than 24 h.
    await kit.orm.em
      .getConnection()
      .execute(
        `update registration.seat set held_until = now() + interval '30 hours' where registration_id = ?`,
        [created.id],
      );
    const longer = (await seatOf(created.id))[0]?.held_until;
    await consumer.onReceiptRejected(rejected(created));
    expect((await seatOf(created.id))[0]?.held_until).toEqual(longer);
  });

  it('a lapsed seat taken by someone else is replaced by a free one, held 24 h from the rejection', async () => {
    await setCapacity(kit.settings, 'vip', 1);
    const late = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expireHold(kit.orm, late.id);
    const taker = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await setCapacity(kit.settings, 'vip', 2);
    const rejectedAt = new Date();
    await consumer.onReceiptRejected(rejected(late, rejectedAt));
    const [seat] = await seatOf(late.id);
    expect(seat?.number).toBe(2);
    // Claimed in whole minutes from now: within a minute after rejectedAt + 24 h.
    const heldUntil = seat?.held_until?.getTime() ?? 0;
    expect(heldUntil).toBeGreaterThanOrEqual(rejectedAt.getTime() + DAY_MS - 1000);
    expect(heldUntil).toBeLessThanOrEqual(rejectedAt.getTime() + DAY_MS + 61_000);
    expect(await seatOf(taker.id)).toHaveLength(1);
  });

  it('leaves a paid and a deleted registration alone', async () => {
    const paid = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    const deleted = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await kit.orm.em.nativeUpdate(Registration, { id: paid.id }, { paymentStatus: 'completed' });
    await kit.orm.em.nativeUpdate(Registration, { id: deleted.id }, { deleted: true });
    await expireHold(kit.orm, paid.id);
    await expireHold(kit.orm, deleted.id);
    const before = await seatRows(kit.orm, 'vip');

    await consumer.onReceiptRejected(rejected(paid));
    await consumer.onReceiptRejected(rejected(deleted));
    expect(await seatRows(kit.orm, 'vip')).toEqual(before);
    expect(before.every((row) => (row.held_until?.getTime() ?? 0) < Date.now())).toBe(true);
  });
});
