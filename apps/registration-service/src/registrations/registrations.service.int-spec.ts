import { seedEventSettings } from '@eventdesk/contracts';
import { OutboxEvent } from '@eventdesk/server-kit';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from './registration.entity';

const body = {
  fullName: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '9876543210',
  type: 'individual' as const,
  businessName: 'ignored for individuals',
  package: 'vip' as const,
  referenceType: 'instagram' as const,
  referredBy: 'ignored unless friend',
  language: 'ta' as const,
};

describe('RegistrationsService (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  it('answers a retried submission (same Idempotency-Key) with the first registration: one row, one seat, one event', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map(() => kit.registrations.create({ ...body, idempotencyKey: 'submission-0001' })),
    );
    expect(new Set(attempts.map((a) => a.ref)).size).toBe(1);
    expect(attempts[1]).toEqual(attempts[0]);
    const em = kit.orm.em.fork();
    expect(await em.count(Registration, {})).toBe(1);
    expect(await em.count(OutboxEvent, {})).toBe(1);
    const [{ held }] = await em.execute<Array<{ held: number }>>(
      `select count(*)::int as "held" from "registration"."seat" where "registration_id" is not null`,
    );
    expect(held).toBe(1);
    // Another submission of the same visitor (a new key) is a new registration.
    const second = await kit.registrations.create({ ...body, idempotencyKey: 'submission-0002' });
    expect(second.ref).not.toBe(attempts[0]?.ref);
  });

  it('refuses a key reused for another request, and rolls a refused attempt back with its key', async () => {
    const first = await kit.registrations.create({ ...body, idempotencyKey: 'submission-0003' });
    await expect(
      kit.registrations.create({ ...body, fullName: 'Someone Else', idempotencyKey: 'submission-0003' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^This Idempotency-Key was already used/),
    });

    // Sold out: nothing of the attempt stays, its key included, so the same submission succeeds once a seat is free.
    const soldOutSettings = await kit.reset((draft) => {
      draft.packages.vip.capacity = 1;
    });
    await kit.registrations.create({ ...body, email: 'someone@example.com', phone: '9876500000' });
    const attempt = { ...body, idempotencyKey: 'submission-0004' };
    await expect(kit.registrations.create(attempt)).rejects.toMatchObject({ code: 'SOLD_OUT' });
    const em = kit.orm.em.fork();
    const [{ keys }] = await em.execute<Array<{ keys: number }>>(
      `select count(*)::int as "keys" from "registration"."idempotency_key" where "key" = 'submission-0004'`,
    );
    expect(keys).toBe(0);
    expect(await em.count(OutboxEvent, {})).toBe(1);
    const moreSeats = structuredClone(soldOutSettings);
    moreSeats.packages.vip.capacity = 2;
    await kit.settings.update(moreSeats, 'test');
    expect(await kit.registrations.create(attempt)).toMatchObject({ paymentStatus: 'pending' });
    expect(first.ref).toBeDefined();
  });

  it('stores the registration with a server-computed amount and its event in one transaction', async () => {
    const created = await kit.registrations.create(body);
    expect(created).toMatchObject({
      fullName: 'Meena Sundaram',
      package: 'vip',
      amount: 7200,
      paymentStatus: 'pending',
      voucher: false,
    });
    const em = kit.orm.em.fork();
    const row = await em.findOneOrFail(Registration, created.id);
    expect(row.businessName).toBeNull();
    expect(row.referredBy).toBeNull();
    expect(row.language).toBe('ta');
    const events = await em.find(OutboxEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      name: 'registration.created.v1',
      payload: { registrationId: created.id, ref: created.ref, amount: 7200, language: 'ta' },
    });
    // A visitor's registration is charged to the public mail budget (notification-service).
    expect(events[0]?.payload).not.toHaveProperty('staffAdded');
  });

  it('applies a valid coupon (trimmed, any case); a wrong one is refused (coupons/coupon-on-registration.int-spec)', async () => {
    // Three visitors: one contact may hold only 2 unpaid seats (hold-budget.int-spec).
    const visitor = (n: number) => ({ ...body, email: `c${n}@example.com`, phone: `981000000${n}` });
    expect(
      (await kit.registrations.create({ ...visitor(1), package: 'gold', couponCode: ' earlybird ' })).amount,
    ).toBe(2880);
    expect(
      (await kit.registrations.create({ ...visitor(2), package: 'diamond', couponCode: 'EARLYBIRD' })).amount,
    ).toBe(4080);
    expect(
      (await kit.registrations.create({ ...visitor(3), package: 'vip', couponCode: 'EarlyBird' })).amount,
    ).toBe(5760);
  });

  it('prices from the current settings', async () => {
    const changed = seedEventSettings(new Date());
    changed.packages.gold.price = 3900;
    await kit.settings.update(changed, 'test');
    expect((await kit.registrations.create({ ...body, package: 'gold' })).amount).toBe(3900);
  });

  it('gives every registration its own integer id and an unrelated 128-bit reference', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.registrations.create({
          ...body,
          email: `p${i}@example.com`,
          phone: `98200000${String(i).padStart(2, '0')}`,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(20);
    expect(new Set(results.map((r) => r.ref)).size).toBe(20);
    for (const r of results) {
      expect(Buffer.from(r.ref, 'base64url')).toHaveLength(16);
    }
  });

  it('finds a registration by reference and says not found otherwise', async () => {
    const created = await kit.registrations.create(body);
    await expect(kit.registrations.getByRef(created.ref)).resolves.toMatchObject({
      id: created.id,
      email: 'meena@example.com',
    });
    await expect(kit.registrations.getByRef('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Registration not found',
    });
    await kit.orm.em.fork().nativeUpdate(Registration, { id: created.id }, { deleted: true });
    await expect(kit.registrations.getByRef(created.ref)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
