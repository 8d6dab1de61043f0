import { OutboxEvent } from '@eventdesk/server-kit';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, resetRegistrationDb, seatRows, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { PaymentStatusService } from '../registration-changes/payment-status.service';
import { Registration } from '../registrations/registration.entity';
import { SeatsService } from './seats.service';

describe('seats (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let seats: SeatsService;
  let paymentStatus: PaymentStatusService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('seats');
    seats = new SeatsService(kit.orm.em, kit.settings);
    paymentStatus = new PaymentStatusService(kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const count = async (sql: string): Promise<number> =>
    Number(((await kit.orm.em.getConnection().execute(sql)) as Array<{ n: number }>)[0]?.n);

  it('gives each registration a held seat and answers SOLD_OUT, in the visitor language, when none is left', async () => {
    await setCapacity(kit.settings, 'vip', 2);
    const first = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expect(kit.registrations.create(buildRegistration({ package: 'vip' }))).rejects.toMatchObject({
      code: 'SOLD_OUT',
      message: 'Sold out: no seats are left in this package.',
    });
    await expect(
      kit.registrations.create(buildRegistration({ package: 'vip', language: 'ta' })),
    ).rejects.toMatchObject({
      code: 'SOLD_OUT',
      message: expect.stringMatching(/^விற்றுத் தீர்ந்தது/),
    });
    // A refused registration leaves nothing behind: no row, no event.
    expect(await count(`select count(*)::int as n from registration.registration`)).toBe(2);
    expect(await kit.orm.em.fork().count(OutboxEvent, {})).toBe(2);

    const rows = await seatRows(kit.orm, 'vip');
    expect(rows.map((r) => r.registration_id)).toEqual([first.id, first.id + 1]);
    const heldFor = (rows[0]?.held_until?.getTime() ?? 0) - Date.now();
    // cardHoldMinutes of the seed settings: 30.
    expect(heldFor).toBeGreaterThan(29 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(30 * 60_000 + 5000);
    // Other packages are untouched.
    await expect(kit.registrations.create(buildRegistration({ package: 'gold' }))).resolves.toBeDefined();
  });

  it('never sells more seats than the capacity to concurrent registrations', async () => {
    await setCapacity(kit.settings, 'diamond', 15);
    const results = await Promise.allSettled(
      Array.from({ length: 45 }, () => kit.registrations.create(buildRegistration({ package: 'diamond' }))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(15);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'SOLD_OUT' });
    }
    expect(
      await count(`select count(*)::int as n from registration.registration where package = 'diamond'`),
    ).toBe(15);
    expect(
      await count(
        `select count(distinct registration_id)::int as n from registration.seat where package = 'diamond' and registration_id is not null`,
      ),
    ).toBe(15);
  });

  it('counts an expired hold as free: the next visitor gets that seat', async () => {
    await setCapacity(kit.settings, 'vip', 1);
    const first = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expect(kit.registrations.create(buildRegistration({ package: 'vip' }))).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
    expect((await seats.seats()).packages.vip).toEqual({ capacity: 1, seatsLeft: 0 });

    await expireHold(kit.orm, first.id);
    const second = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    expect((await seatRows(kit.orm, 'vip')).map((r) => r.registration_id)).toEqual([second.id]);
  });

  it('reports seats left per package from the capacity, minus live holds and sold seats', async () => {
    await resetRegistrationDb(kit.orm, kit.settings, (draft) => {
      draft.packages.gold.capacity = 10;
      draft.packages.vip.capacity = 0;
    });
    const held = await kit.registrations.create(buildRegistration({ package: 'gold' }));
    await kit.registrations.create(buildRegistration({ package: 'gold' }));
    await expireHold(kit.orm, held.id);
    const fresh = new SeatsService(kit.orm.em, kit.settings);
    const view = await fresh.seats();
    expect(view.packages).toEqual({
      silver: { capacity: 200, seatsLeft: 200 },
      gold: { capacity: 10, seatsLeft: 9 },
      diamond: { capacity: 150, seatsLeft: 150 },
      vip: { capacity: 0, seatsLeft: 0 },
    });
    expect(Date.parse(view.countedAt)).not.toBeNaN();
  });

  it('follows capacity changes: adds seats, removes free ones above it, never a held or sold one', async () => {
    await setCapacity(kit.settings, 'vip', 5);
    expect(await seatRows(kit.orm, 'vip')).toHaveLength(5);
    const a = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    const b = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    const c = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await kit.orm.em
      .getConnection()
      .execute(`update registration.seat set sold = true where registration_id = ?`, [c.id]);
    await expireHold(kit.orm, a.id);

    await setCapacity(kit.settings, 'vip', 1);
    // Seat 1 (lapsed hold) is within the capacity; 2 (live hold) and 3 (sold) stay although above it; 4 and 5 go.
    expect((await seatRows(kit.orm, 'vip')).map((r) => [r.number, r.registration_id])).toEqual([
      [1, a.id],
      [2, b.id],
      [3, c.id],
    ]);
    expect((await new SeatsService(kit.orm.em, kit.settings).seats()).packages.vip.seatsLeft).toBe(1);

    // Released or lapsed seats above the capacity are never sold again.
    await expireHold(kit.orm, b.id);
    await kit.registrations.create(buildRegistration({ package: 'vip' }));
    await expect(kit.registrations.create(buildRegistration({ package: 'vip' }))).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });

    await setCapacity(kit.settings, 'vip', 4);
    // Seat 2's lapsed hold was above the old capacity: the shrink kept it (live then), the growth reuses it.
    expect((await seatRows(kit.orm, 'vip')).map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect((await new SeatsService(kit.orm.em, kit.settings).seats()).packages.vip.seatsLeft).toBe(2);
  });

  describe('extend-hold (a bank/UPI receipt arrived)', () => {
    it('keeps the seat until the bank deadline', async () => {
      const created = await kit.registrations.create(buildRegistration({ package: 'gold' }));
      const answer = await seats.extendHold(created.ref);
      expect(answer.status).toBe('held');
      const heldFor = Date.parse(answer.heldUntil ?? '') - Date.now();
      // bankHoldHours of the seed settings: 48.
      expect(heldFor).toBeGreaterThan(47.9 * 3600_000);
      expect(heldFor).toBeLessThanOrEqual(48 * 3600_000 + 5000);
      const [row] = (await seatRows(kit.orm, 'gold')).filter((r) => r.registration_id === created.id);
      expect(row?.held_until?.toISOString()).toBe(answer.heldUntil);
    });

    it('renews a lapsed hold whose seat is still there, or takes another free seat', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      const first = await kit.registrations.create(buildRegistration({ package: 'vip' }));
      await expireHold(kit.orm, first.id);
      await expect(seats.extendHold(first.ref)).resolves.toMatchObject({ status: 'held' });
      expect((await seatRows(kit.orm, 'vip'))[0]?.registration_id).toBe(first.id);

      await expireHold(kit.orm, first.id);
      const second = await kit.registrations.create(buildRegistration({ package: 'vip' }));
      await expect(seats.extendHold(first.ref)).resolves.toEqual({ status: 'unavailable', heldUntil: null });

      await setCapacity(kit.settings, 'vip', 2);
      await expect(seats.extendHold(first.ref)).resolves.toMatchObject({ status: 'held' });
      expect((await seatRows(kit.orm, 'vip')).map((r) => r.registration_id)).toEqual([second.id, first.id]);
    });

    it('says sold for a paid registration and not found for an unknown one', async () => {
      const created = await kit.registrations.create(buildRegistration());
      await kit.orm.em.fork().nativeUpdate(Registration, { id: created.id }, { paymentStatus: 'completed' });
      await expect(seats.extendHold(created.ref)).resolves.toEqual({ status: 'sold', heldUntil: null });
      await expect(seats.extendHold('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses to hold a seat for a cancelled registration (REGISTRATION_CANCELLED)', async () => {
      const created = await kit.registrations.create(buildRegistration());
      await paymentStatus.set({ id: created.id, actor: 'admin', status: 'void' });
      await expect(seats.extendHold(created.ref)).rejects.toMatchObject({
        code: 'REGISTRATION_CANCELLED',
        message: 'This registration was cancelled',
      });
    });
  });

  describe('void (staff payment status)', () => {
    const voidIt = (id: number) => paymentStatus.set({ id, actor: 'admin', status: 'void' });
    const seatOf = async (id: number) =>
      (await seatRows(kit.orm, 'vip')).filter((r) => r.registration_id === id).map((r) => r.sold);

    it('releases a held seat at once, and voiding again changes nothing', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      const first = await kit.registrations.create(buildRegistration({ package: 'vip' }));
      await expect(kit.registrations.create(buildRegistration({ package: 'vip' }))).rejects.toMatchObject({
        code: 'SOLD_OUT',
      });
      await expect(voidIt(first.id)).resolves.toMatchObject({ paymentStatus: 'void' });
      expect((await kit.orm.em.fork().findOneOrFail(Registration, first.id)).paymentStatus).toBe('void');
      expect(await seatOf(first.id)).toEqual([]);
      await expect(voidIt(first.id)).resolves.toMatchObject({ paymentStatus: 'void' });

      const second = await kit.registrations.create(buildRegistration({ package: 'vip' }));
      expect(await seatOf(second.id)).toEqual([false]);
      await expect(voidIt(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses to void a paid registration, whose sold seat stays taken', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      const paid = await kit.registrations.create(buildRegistration({ package: 'vip' }));
      await kit.orm.em.fork().nativeUpdate(Registration, { id: paid.id }, { paymentStatus: 'completed' });
      await kit.orm.em
        .getConnection()
        .execute(`update registration.seat set sold = true where registration_id = ?`, [paid.id]);
      await expect(voidIt(paid.id)).rejects.toMatchObject({ code: 'PAID_STATUS_LOCKED' });
      expect(await seatOf(paid.id)).toEqual([true]);
      await expect(kit.registrations.create(buildRegistration({ package: 'vip' }))).rejects.toMatchObject({
        code: 'SOLD_OUT',
      });
    });
  });
});
