import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CONTACT_MESSAGE_RECEIVED,
  contactMessageBody,
  contactMessageReceivedPayload,
  toPublicSettings,
  type ContactMessageInput,
} from '@eventdesk/contracts';
import { AuditEntry, DomainError, EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { ContactMessage } from './contact-message.entity';
import { ContactMessagesService } from './contact-messages.service';

const form = (overrides: Partial<ContactMessageInput> = {}) =>
  contactMessageBody.parse({
    name: 'Anitha',
    email: 'anitha@example.com',
    phone: '+91 98765 43210',
    programme: 'miracle',
    message: 'When does the next batch start?',
    ...overrides,
  });

/** What a refused call threw, for asserting its code and message. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => new Error('expected a refusal'),
    (error: unknown) => error,
  );

describe('contact messages (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let settings: SettingsService;
  let service: ContactMessagesService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('contact-messages'));
    // A long interval: the tests read the outbox rows themselves, the relay never publishes them here.
    relay = new OutboxRelay(orm, publisher, { intervalMs: 600_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    service = new ContactMessagesService(orm.em, relay, settings);
  });
  afterAll(async () => {
    await relay.stop();
    await publisher.close();
    await orm.close();
  });
  // Seeded again (settings and seats), not only emptied: a later file in this worker may start the whole service.
  beforeEach(() => resetRegistrationDb(orm, settings));

  const receivedEvents = async () =>
    (await orm.em.fork().find(OutboxEvent, { name: CONTACT_MESSAGE_RECEIVED })).map((row) =>
      contactMessageReceivedPayload.parse(row.payload),
    );

  it('stores the message for staff, unhandled', async () => {
    const answer = await service.create(
      form({ name: ' Anitha ', email: 'Anitha@Example.com', programme: 'vairagiya', language: 'ta' }),
    );
    expect(answer.id).toBeGreaterThan(0);
    const stored = await orm.em.fork().findOneOrFail(ContactMessage, answer.id);
    expect(stored).toMatchObject({
      name: 'Anitha',
      email: 'anitha@example.com',
      programme: 'vairagiya',
      message: 'When does the next batch start?',
      language: 'ta',
      handledAt: null,
    });
  });

  it('rejects a form without a programme or message', () => {
    const result = contactMessageBody.safeParse({
      name: 'Anitha',
      email: 'anitha@example.com',
      phone: '9876543210',
      programme: 'astrology',
      message: ' ',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['programme', 'validation.programme.invalid'],
      ['message', 'validation.required'],
    ]);
  });

  it('announces each message for the digest, with the digest address of the settings at that moment', async () => {
    const unset = await service.create(form({ message: 'first' }));
    const draft = structuredClone(await settings.get());
    draft.contact.digestEmail = 'desk@example.com';
    await settings.update(draft, 'admin1');
    const set = await service.create(form({ message: '<b>second</b>' }));
    const events = await receivedEvents();
    expect(
      events
        .sort((a, b) => a.contactMessageId - b.contactMessageId)
        .map((event) => [event.contactMessageId, event.message, event.digestTo]),
    ).toEqual([
      [unset.id, 'first', null],
      [set.id, '<b>second</b>', 'desk@example.com'],
    ]);
  });

  it('keeps the digest address out of the public settings', async () => {
    const draft = structuredClone(await settings.get());
    draft.contact.digestEmail = 'desk@example.com';
    await settings.update(draft, 'admin1');
    expect(JSON.stringify(toPublicSettings(await settings.get()))).not.toContain('desk@example.com');
  });

  it('lists the new ones oldest first and the handled ones latest handled first, with both counts', async () => {
    const first = await service.create(form({ name: 'First' }));
    const second = await service.create(form({ name: 'Second' }));
    const third = await service.create(form({ name: 'Third' }));
    await service.mark({ id: third.id, handled: true, actor: 'admin1' });
    await service.mark({ id: first.id, handled: true, actor: 'admin2' });

    const fresh = await service.list({ status: 'new', page: 1 });
    expect(fresh.items.map((item) => [item.id, item.status, item.handledBy])).toEqual([
      [second.id, 'new', null],
    ]);
    expect(fresh.counts).toEqual({ new: 1, handled: 2 });
    expect(fresh.total).toBe(1);

    const handled = await service.list({ status: 'handled', page: 1 });
    expect(handled.items.map((item) => [item.id, item.handledBy])).toEqual([
      [first.id, 'admin2'],
      [third.id, 'admin1'],
    ]);
    expect(handled.items.every((item) => item.handledAt !== null && item.status === 'handled')).toBe(true);
    expect((await service.list({ status: 'all', page: 1 })).total).toBe(3);
    expect((await service.list({ status: 'all', page: 2 })).items).toEqual([]);
  });

  it('marks handled once: a second mark is a conflict naming who handled it; undo makes it new again; all audited', async () => {
    const { id } = await service.create(form());
    const marked = await service.mark({ id, handled: true, actor: 'admin1' });
    expect(marked).toMatchObject({ id, status: 'handled', handledBy: 'admin1' });

    const twice = await refusal(service.mark({ id, handled: true, actor: 'admin2' }));
    expect(twice).toBeInstanceOf(DomainError);
    expect((twice as DomainError).code).toBe('CONTACT_MESSAGE_ALREADY_HANDLED');
    expect((twice as DomainError).message).toMatch(/already marked handled by admin1 at /);

    const undone = await service.mark({ id, handled: false, actor: 'admin2' });
    expect(undone).toMatchObject({ status: 'new', handledBy: null, handledAt: null });
    expect(((await refusal(service.mark({ id, handled: false, actor: 'admin2' }))) as DomainError).code).toBe(
      'CONTACT_MESSAGE_NOT_HANDLED',
    );

    const audit = await orm.em
      .fork()
      .find(AuditEntry, { targetType: 'contact-message' }, { orderBy: { id: 'asc' } });
    expect(audit.map((entry) => [entry.actor, entry.action, entry.targetId])).toEqual([
      ['admin1', 'contact-message.handled', String(id)],
      ['admin2', 'contact-message.unhandled', String(id)],
    ]);
    expect(audit[0]?.after).toMatchObject({ handledBy: 'admin1' });
  });

  it('answers NOT_FOUND for an unknown id, and changes nothing', async () => {
    const missing = await refusal(service.mark({ id: 999_999, handled: true, actor: 'admin1' }));
    expect((missing as DomainError).code).toBe('NOT_FOUND');
    expect(await orm.em.fork().count(AuditEntry, { targetType: 'contact-message' })).toBe(0);
  });

  it('of two staff marking the same message at once, exactly one succeeds', async () => {
    const { id } = await service.create(form());
    const results = await Promise.allSettled([
      service.mark({ id, handled: true, actor: 'admin1' }),
      service.mark({ id, handled: true, actor: 'admin2' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await orm.em.fork().count(AuditEntry, { targetType: 'contact-message' })).toBe(1);
  });
});
