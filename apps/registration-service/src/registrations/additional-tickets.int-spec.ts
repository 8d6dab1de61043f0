import type { MikroORM } from '@mikro-orm/postgresql';
import { EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { resetRegistrationDb, seatRows, setCapacity } from '../../test/registration-test-db';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { AdditionalTicketsService } from './additional-tickets.service';
import { Registration } from './registration.entity';
import { RegistrationsService } from './registrations.service';

describe('additional tickets (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let settings: SettingsService;
  let registrations: RegistrationsService;
  let tickets: AdditionalTicketsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('additional-tickets'));
    const relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    registrations = new RegistrationsService(orm.em, relay, settings);
    tickets = new AdditionalTicketsService(orm.em, relay, settings);
  });
  afterAll(async () => {
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetRegistrationDb(orm, settings);
  });

  const paidParent = async () => {
    const parent = await registrations.create(
      buildRegistration({
        package: 'diamond',
        type: 'business',
        businessName: 'Kovai Looms',
        email: 'parent@example.com',
        phone: '+91 98430 12345',
        language: 'ta',
      }),
    );
    await orm.em.fork().nativeUpdate(Registration, { id: parent.id }, { paymentStatus: 'completed' });
    return parent;
  };

  it('says not found for an unknown parent and "Payment Not Completed" for an unpaid one', async () => {
    await expect(
      tickets.create({ parentRef: 'AAAAAAAAAAAAAAAAAAAAAA', fullName: 'Guest One', package: 'gold' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Registration not found' });
    const unpaid = await registrations.create(buildRegistration());
    await expect(
      tickets.create({ parentRef: unpaid.ref, fullName: 'Guest One', package: 'gold' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Payment Not Completed' });
    expect(await orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(0);
  });

  it('creates a linked, numbered ticket with its own ref, seat, price and event', async () => {
    const parent = await paidParent();
    const created = await tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'vip' });
    expect(created).toMatchObject({
      fullName: 'Guest One',
      package: 'vip',
      amount: 7200,
      paymentStatus: 'pending',
    });
    expect(created.ref).not.toBe(parent.ref);

    const row = await orm.em.fork().findOneOrFail(Registration, created.id);
    expect(row).toMatchObject({
      parentRegistrationId: parent.id,
      isAdditionalTicket: true,
      ticketNumber: 2,
      email: 'parent@example.com',
      phone: '+91 98430 12345',
      type: 'business',
      businessName: 'Kovai Looms',
      language: 'ta',
      voucher: false,
    });
    expect((await seatRows(orm, 'vip')).filter((seat) => seat.registration_id === created.id)).toHaveLength(
      1,
    );
    const events = await orm.em.fork().find(OutboxEvent, { name: 'registration.created.v1' });
    expect(events.map((e) => (e.payload as { ref: string }).ref)).toContain(created.ref);
    await expect(registrations.getByRef(created.ref)).resolves.toMatchObject({
      parentRef: parent.ref,
      ticketNumber: 2,
      isAdditionalTicket: true,
    });
  });

  it('numbers concurrent tickets of one group without gaps or repeats, also when bought from a ticket', async () => {
    const parent = await paidParent();
    const made = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) =>
        tickets.create({ parentRef: parent.ref, fullName: `Guest ${n}`, package: 'gold' }),
      ),
    );
    const numbers = await orm.em
      .fork()
      .find(Registration, { id: { $in: made.map((m) => m.id) } }, { fields: ['ticketNumber'] });
    expect(numbers.map((n) => n.ticketNumber).sort()).toEqual([2, 3, 4, 5]);

    const first = made[0];
    await orm.em.fork().nativeUpdate(Registration, { id: first?.id }, { paymentStatus: 'completed' });
    const fromTicket = await tickets.create({
      parentRef: first?.ref ?? '',
      fullName: 'Guest E',
      package: 'gold',
    });
    expect(await orm.em.fork().findOneOrFail(Registration, fromTicket.id)).toMatchObject({
      parentRegistrationId: parent.id,
      ticketNumber: 6,
      amount: 3600,
    });
  });

  it('answers SOLD_OUT in the parent language when the package has no seat left', async () => {
    const parent = await paidParent();
    await setCapacity(settings, 'vip', 0);
    await expect(
      tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'vip' }),
    ).rejects.toMatchObject({ code: 'SOLD_OUT', message: expect.stringMatching(/^விற்றுத் தீர்ந்தது/) });
  });
});
