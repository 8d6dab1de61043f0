import { randomUUID } from 'node:crypto';
import {
  PAYMENT_COMPLETED,
  type EventEnvelope,
  type PaymentCompletedPayload,
  type CreateRegistrationResponse,
} from '@eventdesk/contracts';
import { ProcessedEvent } from '@eventdesk/server-kit';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, seatRows, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { PaymentStatusService } from '../registration-changes/payment-status.service';
import { PaymentCompletedConsumer } from './payment-completed.consumer';
import { Registration } from './registration.entity';

describe('payment.completed consumer (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let consumer: PaymentCompletedConsumer;
  let paymentStatus: PaymentStatusService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('payment-completed');
    consumer = new PaymentCompletedConsumer(kit.orm.em, kit.settings);
    paymentStatus = new PaymentStatusService(kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  let paymentId = 0;
  const paid = (registration: CreateRegistrationResponse): EventEnvelope<PaymentCompletedPayload> => {
    paymentId += 1;
    return {
      id: randomUUID(),
      name: PAYMENT_COMPLETED,
      occurredAt: new Date().toISOString(),
      payload: {
        paymentId,
        registrationId: registration.id,
        registrationRef: registration.ref,
        amount: registration.amount,
        method: 'card',
        provider: 'sandbox',
        transactionId: `T${paymentId}`,
        completedAt: new Date().toISOString(),
        confirmedBy: null,
        fullName: registration.fullName,
        email: 'meena@example.com',
        phone: '9876543210',
        package: registration.package,
        ticketNumber: 1,
        language: 'en',
      },
    };
  };
  const reload = (id: number) => kit.orm.em.fork().findOneOrFail(Registration, id);
  const soldCount = async (pkg: string) =>
    (await seatRows(kit.orm, pkg as 'vip')).filter((row) => row.sold).length;

  it('completes the registration and sells its seat, once, however often the event arrives', async () => {
    const created = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    const event = paid(created);
    // A discounted amount paid by UPI: the registration keeps what was really received, not the list price.
    event.payload = {
      ...event.payload,
      amount: 6500,
      method: 'upi',
      completedAt: '2026-10-01T05:30:00.000Z',
    };
    const before = new Date();
    await consumer.onPaymentCompleted(event);
    await consumer.onPaymentCompleted(event);

    const completed = await reload(created.id);
    expect(completed).toMatchObject({
      paymentStatus: 'completed',
      needsReview: false,
      paidAmount: 6500,
      paymentMethod: 'upi',
      paidAt: new Date('2026-10-01T05:30:00.000Z'),
    });
    expect(completed.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [seat] = (await seatRows(kit.orm, 'vip')).filter((row) => row.registration_id === created.id);
    expect(seat).toMatchObject({ sold: true, held_until: null });
    expect(await kit.orm.em.fork().count(ProcessedEvent, { eventId: event.id })).toBe(1);
    expect(await soldCount('vip')).toBe(1);

    // A second, different payment event for the same registration changes nothing either.
    await consumer.onPaymentCompleted(paid(created));
    expect(await soldCount('vip')).toBe(1);
  });

  it('sells the same seat when the hold lapsed but nobody took it', async () => {
    await setCapacity(kit.settings, 'vip', 1);
    const created = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expireHold(kit.orm, created.id);
    await consumer.onPaymentCompleted(paid(created));
    expect(await seatRows(kit.orm, 'vip')).toEqual([
      { number: 1, registration_id: created.id, held_until: null, sold: true },
    ]);
    expect((await reload(created.id)).needsReview).toBe(false);
  });

  it('sells another free seat when the lapsed seat went to someone else', async () => {
    await setCapacity(kit.settings, 'vip', 1);
    const late = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expireHold(kit.orm, late.id);
    const taker = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await setCapacity(kit.settings, 'vip', 2);

    await consumer.onPaymentCompleted(paid(late));
    expect((await seatRows(kit.orm, 'vip')).map((r) => [r.number, r.registration_id, r.sold])).toEqual([
      [1, taker.id, false],
      [2, late.id, true],
    ]);
    expect(await reload(late.id)).toMatchObject({ paymentStatus: 'completed', needsReview: false });
  });

  it('keeps a late payment without a free seat and sends it to staff review, never overselling', async () => {
    await setCapacity(kit.settings, 'vip', 1);
    const late = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expireHold(kit.orm, late.id);
    const taker = await kit.registrations.create(buildRegistration({ package: 'vip' }));

    await consumer.onPaymentCompleted(paid(late));
    const row = await reload(late.id);
    expect(row).toMatchObject({ paymentStatus: 'completed', needsReview: true });
    expect(row.reviewNote).toMatch(/hold lapsed; no vip seat was free/);
    // The other visitor keeps the seat; the package stays within its capacity.
    expect((await seatRows(kit.orm, 'vip')).map((r) => [r.registration_id, r.sold])).toEqual([
      [taker.id, false],
    ]);

    await consumer.onPaymentCompleted(paid(taker));
    expect(await soldCount('vip')).toBe(1);
  });

  it('flags a payment for a void registration for review and leaves it void', async () => {
    const created = await kit.registrations.create(buildRegistration());
    await paymentStatus.set({ id: created.id, actor: 'admin', status: 'void' });
    await consumer.onPaymentCompleted(paid(created));
    expect(await reload(created.id)).toMatchObject({ paymentStatus: 'void', needsReview: true });
    expect(await soldCount('gold')).toBe(0);
  });

  it('ignores a payment for an unknown registration (nothing to update)', async () => {
    const event = paid({
      id: 999_999,
      ref: 'AAAAAAAAAAAAAAAAAAAAAA',
      fullName: 'Nobody',
      package: 'gold',
      amount: 3600,
      voucher: false,
      paymentStatus: 'pending',
    });
    await expect(consumer.onPaymentCompleted(event)).resolves.toBeUndefined();
    expect(await soldCount('gold')).toBe(0);
  });
});
