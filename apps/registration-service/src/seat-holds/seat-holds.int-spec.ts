import { randomUUID } from 'node:crypto';
import { PAYMENT_COMPLETED, type CreateRegistrationResponse } from '@eventdesk/contracts';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, seatRows, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { auditEntries, markPaid } from '../registration-changes/registration-changes.test-kit';
import { PaymentCompletedConsumer } from '../registrations/payment-completed.consumer';
import { Registration } from '../registrations/registration.entity';
import { SeatsService } from '../seats/seats.service';
import { SeatHoldsService } from './seat-holds.service';

describe('seat holds for staff: the held-but-unpaid seats and their release (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let holds: SeatHoldsService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('seat-holds');
    holds = new SeatHoldsService(kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(async () => {
    await kit.reset();
    await setCapacity(kit.settings, 'vip', 3);
  });

  /** A fresh SeatsService each time: the public count is cached for a second per instance. */
  const vipSeatsLeft = async () =>
    (await new SeatsService(kit.orm.em, kit.settings).seats()).packages.vip.seatsLeft;
  const register = () => kit.registrations.create(buildRegistration({ package: 'vip' }));

  it('lists per package: capacity, sold, held (live and unpaid only), the held registrations nearest deadline first', async () => {
    const paid = await register();
    await markPaid(kit.orm, paid.id);
    const lapsed = await register();
    await expireHold(kit.orm, lapsed.id);
    const later = await register();
    const sooner = await register();
    await kit.orm.em
      .getConnection()
      .execute(
        `update registration.seat set held_until = now() + interval '5 minutes' where registration_id = ?`,
        [sooner.id],
      );

    const view = await holds.view();
    const vip = view.packages.find((p) => p.package === 'vip');
    expect(vip).toMatchObject({ capacity: 3, sold: 1, held: 2 });
    expect(vip?.registrations.map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect(vip?.registrations[0]).toMatchObject({
      ref: sooner.ref,
      fullName: 'Meena Sundaram',
      email: expect.stringMatching(/@example\.com$/),
      phone: expect.any(String),
      isAdditionalTicket: false,
    });
    expect(Date.parse(vip?.registrations[0]?.heldUntil ?? '')).toBeGreaterThan(Date.now());
    expect(view.packages.map((p) => p.package)).toEqual(['silver', 'gold', 'diamond', 'vip']);
    expect(view.packages.find((p) => p.package === 'gold')).toMatchObject({ held: 0, registrations: [] });
  });

  it('releases the chosen holds: the seats are free again at once, the registrations stay pending, each release is audited', async () => {
    const [a, b, c] = [await register(), await register(), await register()];
    expect(await vipSeatsLeft()).toBe(0);
    await expect(register()).rejects.toMatchObject({ code: 'SOLD_OUT' });

    const result = await holds.release({ actor: 'admin-1', body: { registrationIds: [a.id, b.id] } });
    expect(result).toEqual({ released: 2 });
    expect(await vipSeatsLeft()).toBe(2);
    const view = await holds.view();
    expect(view.packages.find((p) => p.package === 'vip')).toMatchObject({
      held: 1,
      registrations: [expect.objectContaining({ id: c.id })],
    });
    const rows = await kit.orm.em.fork().find(Registration, { id: { $in: [a.id, b.id] } });
    expect(rows.map((r) => r.paymentStatus)).toEqual(['pending', 'pending']);

    const entries = await auditEntries(kit.orm, 'seat-hold.release');
    expect(entries.map((e) => [e.actor, e.targetType, e.targetId])).toEqual(
      expect.arrayContaining([
        ['admin-1', 'registration', String(a.id)],
        ['admin-1', 'registration', String(b.id)],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]?.before).toMatchObject({ package: 'vip', heldUntil: expect.any(String) });

    // The freed seats sell to the next visitors.
    await expect(register()).resolves.toMatchObject({ package: 'vip' });
  });

  it('releases nothing that is paid, already lapsed or unknown (and says so)', async () => {
    const paid = await register();
    await markPaid(kit.orm, paid.id);
    const lapsed = await register();
    await expireHold(kit.orm, lapsed.id);
    const result = await holds.release({
      actor: 'admin-1',
      body: { registrationIds: [paid.id, lapsed.id, 999_999] },
    });
    expect(result).toEqual({ released: 0 });
    expect((await seatRows(kit.orm, 'vip')).find((s) => s.registration_id === paid.id)).toMatchObject({
      sold: true,
    });
    expect(await auditEntries(kit.orm, 'seat-hold.release')).toHaveLength(0);
  });

  it('still sells the released seat to a late payment when nobody took it', async () => {
    const consumer = new PaymentCompletedConsumer(kit.orm.em, kit.settings);
    const pay = (created: CreateRegistrationResponse) =>
      consumer.onPaymentCompleted({
        id: randomUUID(),
        name: PAYMENT_COMPLETED,
        occurredAt: new Date().toISOString(),
        payload: {
          paymentId: created.id,
          registrationId: created.id,
          registrationRef: created.ref,
          amount: created.amount,
          method: 'card',
          provider: 'sandbox',
          transactionId: `T${created.id}`,
          completedAt: new Date().toISOString(),
          confirmedBy: null,
          fullName: created.fullName,
          email: 'meena@example.com',
          phone: '9876543210',
          package: created.package,
          ticketNumber: 1,
          language: 'en',
        },
      });
    const released = await register();
    await holds.release({ actor: 'admin-1', body: { registrationIds: [released.id] } });
    await pay(released);
    expect((await seatRows(kit.orm, 'vip')).find((s) => s.registration_id === released.id)).toMatchObject({
      sold: true,
    });
    expect(await kit.orm.em.fork().findOneOrFail(Registration, released.id)).toMatchObject({
      paymentStatus: 'completed',
      needsReview: false,
    });
  });
});
