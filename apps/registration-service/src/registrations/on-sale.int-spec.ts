import type { MikroORM } from '@mikro-orm/postgresql';
import { defaultEventSettings } from '@eventdesk/contracts';
import { EventPublisher, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { resetRegistrationDb, seatRows } from '../../test/registration-test-db';
import { registrationOrmConfig } from '../database';
import { AdminRegistrationsService } from '../registration-changes/admin-registrations.service';
import { SettingsService } from '../settings/settings.service';
import { AdditionalTicketsService } from './additional-tickets.service';
import { Registration } from './registration.entity';
import { RegistrationsService } from './registrations.service';

describe('a package off sale (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let settings: SettingsService;
  let registrations: RegistrationsService;
  let tickets: AdditionalTicketsService;
  let admin: AdminRegistrationsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('on-sale'));
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    registrations = new RegistrationsService(orm.em, relay, settings);
    tickets = new AdditionalTicketsService(orm.em, relay, settings);
    admin = new AdminRegistrationsService(orm.em, relay, settings);
  });
  afterAll(async () => {
    await relay.stop();
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    // The seed settings: silver is not on sale, the other packages are.
    await resetRegistrationDb(orm, settings);
  });

  const heldSilverSeats = async () => (await seatRows(orm, 'silver')).filter((s) => s.registration_id);

  it('is in the seed: silver off sale, gold on sale', () => {
    expect(defaultEventSettings.packages.silver.onSale).toBe(false);
    expect(defaultEventSettings.packages.gold.onSale).toBe(true);
  });

  it('refuses a direct public registration with 409 in the visitor language, and sells the package on sale', async () => {
    await expect(registrations.create(buildRegistration({ package: 'silver' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Not on sale: /),
    });
    await expect(
      registrations.create(buildRegistration({ package: 'silver', language: 'ta' })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/^விற்பனையில் இல்லை: /) });

    const honest = await registrations.create(buildRegistration({ package: 'gold' }));
    expect(honest).toMatchObject({ package: 'gold', amount: 3600, paymentStatus: 'pending' });
    expect(await orm.em.fork().count(Registration, { package: 'silver' })).toBe(0);
    expect(await heldSilverSeats()).toHaveLength(0);
  });

  it('sells a package again once staff put it back on sale', async () => {
    const draft = structuredClone(await settings.get());
    draft.packages.silver.onSale = true;
    await settings.update(draft, 'test');
    expect(await registrations.create(buildRegistration({ package: 'silver' }))).toMatchObject({
      package: 'silver',
      amount: 2600,
    });
  });

  it('refuses an additional ticket for it in the parent language, and sells one on sale', async () => {
    const parent = await registrations.create(buildRegistration({ package: 'gold', language: 'ta' }));
    await orm.em.fork().nativeUpdate(Registration, { id: parent.id }, { paymentStatus: 'completed' });

    await expect(
      tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'silver' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/^விற்பனையில் இல்லை: /) });
    expect(await orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(0);
    expect(await heldSilverSeats()).toHaveLength(0);

    const honest = await tickets.create({ parentRef: parent.ref, fullName: 'Guest Two', package: 'gold' });
    expect(honest).toMatchObject({ package: 'gold', amount: 3600 });
  });

  it('lets staff add a registration for a package off sale', async () => {
    const created = await admin.create({ actor: 'admin', body: buildRegistration({ package: 'silver' }) });
    expect(await orm.em.fork().findOneOrFail(Registration, created.id)).toMatchObject({ package: 'silver' });
    expect((await heldSilverSeats()).map((s) => s.registration_id)).toEqual([created.id]);
  });
});
