import type { MikroORM } from '@mikro-orm/postgresql';
import { defaultEventSettings } from '@eventdesk/contracts';
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
        [JSON.stringify(defaultEventSettings)],
      );
    await settings.update(defaultEventSettings, 'test');
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
  });

  it('applies a valid coupon (trimmed, any case) and ignores a wrong one and a client-sent voucher flag', async () => {
    expect((await service.create({ ...body, package: 'gold', couponCode: ' earlybird ' })).amount).toBe(2880);
    expect((await service.create({ ...body, package: 'diamond', couponCode: 'EARLYBIRD' })).amount).toBe(
      4080,
    );
    expect((await service.create({ ...body, package: 'vip', couponCode: 'EarlyBird' })).amount).toBe(5760);
    const wrong = await service.create({ ...body, package: 'gold', couponCode: 'NOPE', voucher: true });
    expect(wrong).toMatchObject({ amount: 3600, voucher: false });
  });

  it('prices from the current settings', async () => {
    const changed = structuredClone(defaultEventSettings);
    changed.packages.gold.price = 3900;
    await settings.update(changed, 'test');
    expect((await service.create({ ...body, package: 'gold' })).amount).toBe(3900);
  });

  it('gives every registration its own integer id and an unrelated 128-bit reference', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => service.create({ ...body, email: `p${i}@example.com` })),
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
