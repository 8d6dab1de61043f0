import type { MikroORM } from '@mikro-orm/postgresql';
import { seedEventSettings } from '@eventdesk/contracts';
import { EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { REGISTRATION_SCHEMA, registrationOrmConfig } from '../database';
import { Registration } from './registration.entity';
import { SettingsService } from '../settings/settings.service';
import { RegistrationsService } from './registrations.service';

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
  let orm: MikroORM;
  let publisher: EventPublisher;
  let service: RegistrationsService;
  let settings: SettingsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('registration'));
    const relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    service = new RegistrationsService(orm.em, relay, settings);
  });
  afterAll(async () => {
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    await truncateSchema(orm, REGISTRATION_SCHEMA);
    await orm.em
      .getConnection()
      .execute(
        `insert into registration.event_settings (id, data, updated_by) values (1, ?::jsonb, 'test')`,
        [JSON.stringify(seedEventSettings(new Date()))],
      );
    await settings.update(seedEventSettings(new Date()), 'test');
  });

  it('answers a retried submission (same Idempotency-Key) with the first registration: one row, one seat, one event', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map(() => service.create({ ...body, idempotencyKey: 'submission-0001' })),
    );
    expect(new Set(attempts.map((a) => a.ref)).size).toBe(1);
    expect(attempts[1]).toEqual(attempts[0]);
    const em = orm.em.fork();
    expect(await em.count(Registration, {})).toBe(1);
    expect(await em.count(OutboxEvent, {})).toBe(1);
    const [{ held }] = await em.execute<Array<{ held: number }>>(
      `select count(*)::int as "held" from "registration"."seat" where "registration_id" is not null`,
    );
    expect(held).toBe(1);
    // Another submission of the same visitor (a new key) is a new registration.
    const second = await service.create({ ...body, idempotencyKey: 'submission-0002' });
    expect(second.ref).not.toBe(attempts[0]?.ref);
  });

  it('stores the registration with a server-computed amount and its event in one transaction', async () => {
    const created = await service.create(body);
    expect(created).toMatchObject({
      fullName: 'Meena Sundaram',
      package: 'vip',
      amount: 7200,
      paymentStatus: 'pending',
      voucher: false,
    });
    const em = orm.em.fork();
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
    expect((await service.create({ ...visitor(1), package: 'gold', couponCode: ' earlybird ' })).amount).toBe(
      2880,
    );
    expect(
      (await service.create({ ...visitor(2), package: 'diamond', couponCode: 'EARLYBIRD' })).amount,
    ).toBe(4080);
    expect((await service.create({ ...visitor(3), package: 'vip', couponCode: 'EarlyBird' })).amount).toBe(
      5760,
    );
  });

  it('prices from the current settings', async () => {
    const changed = seedEventSettings(new Date());
    changed.packages.gold.price = 3900;
    await settings.update(changed, 'test');
    expect((await service.create({ ...body, package: 'gold' })).amount).toBe(3900);
  });

  it('gives every registration its own integer id and an unrelated 128-bit reference', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service.create({
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
    const created = await service.create(body);
    await expect(service.getByRef(created.ref)).resolves.toMatchObject({
      id: created.id,
      email: 'meena@example.com',
    });
    await expect(service.getByRef('AAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Registration not found',
    });
    await orm.em.fork().nativeUpdate(Registration, { id: created.id }, { deleted: true });
    await expect(service.getByRef(created.ref)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
