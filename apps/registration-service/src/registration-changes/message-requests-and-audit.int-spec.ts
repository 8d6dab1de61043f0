import type { MikroORM } from '@mikro-orm/postgresql';
import { EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, overTheWire, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { resetRegistrationDb } from '../../test/registration-test-db';
import { AuditHandler } from '../audit/audit.handler';
import { registrationOrmConfig } from '../database';
import { SettingsService } from '../settings/settings.service';
import { AdminRegistrationsService } from './admin-registrations.service';
import { MessageRequestsService } from './message-requests.service';
import { auditEntries, markPaid } from './registration-changes.test-kit';

describe('message requests, settings audit and the audit list (real PostgreSQL)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let settings: SettingsService;
  let registrations: AdminRegistrationsService;
  let messages: MessageRequestsService;

  beforeAll(async () => {
    orm = await createTestOrm(registrationOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('registration-messages'));
    relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
    settings = new SettingsService(orm.em);
    registrations = new AdminRegistrationsService(orm.em, relay, settings);
    messages = new MessageRequestsService(orm.em, relay);
  });
  afterAll(async () => {
    // A nudge may still be publishing: let it finish before the pool closes.
    await relay.stop();
    await publisher.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetRegistrationDb(orm, settings);
  });

  it('records registration.message-requested with the current data through the outbox, and audits it', async () => {
    const { id, ref } = await registrations.create({
      actor: 'admin',
      body: buildRegistration({ package: 'vip', language: 'ta', fullName: 'மீனா', phone: '9876543210' }),
    });
    await markPaid(orm, id);
    const queued = await messages.request({ id, actor: 'manager', kind: 'whatsapp_reminder' });
    expect(queued.message).toBe('WhatsApp reminder queued for sending');
    const event = await orm.em.fork().findOneOrFail(OutboxEvent, queued.eventId);
    expect(event.name).toBe('registration.message-requested.v1');
    expect(event.payload).toEqual({
      kind: 'whatsapp_reminder',
      requestedBy: 'manager',
      registrationId: id,
      ref,
      fullName: 'மீனா',
      email: expect.stringContaining('@example.com'),
      phone: '9876543210',
      package: 'vip',
      amount: 7200,
      paymentStatus: 'completed',
      language: 'ta',
    });
    const email = await messages.request({ id, actor: 'manager', kind: 'confirmation_email' });
    expect(email.message).toBe('Confirmation email queued for sending');
    const entries = await auditEntries(orm, 'registration.message-request');
    expect(entries.map((entry) => entry.after)).toEqual([
      { kind: 'whatsapp_reminder', eventId: queued.eventId },
      { kind: 'confirmation_email', eventId: email.eventId },
    ]);
  });

  it('404s for a deleted registration and records nothing', async () => {
    const { id } = await registrations.create({ actor: 'admin', body: buildRegistration() });
    await registrations.softDelete({ id, actor: 'super' });
    await expect(messages.request({ id, actor: 'admin', kind: 'confirmation_email' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await orm.em.fork().count(OutboxEvent, { name: 'registration.message-requested.v1' })).toBe(0);
  });

  it('audits a settings change with the changed sections before and after, by the acting staff member', async () => {
    const draft = structuredClone(await settings.get());
    const before = structuredClone(draft.packages);
    draft.packages.gold.price = 3900;
    await settings.update(draft, 'admin');
    const entries = await auditEntries(orm, 'settings.update');
    const last = entries.at(-1);
    expect(last).toMatchObject({ actor: 'admin', targetType: 'settings', targetId: null });
    expect(last?.before).toEqual({ packages: before });
    expect(last?.after).toEqual({ packages: draft.packages });
  });

  it('lists the schema audit entries newest first, filtered and paged, as the gateway asks', async () => {
    const { id } = await registrations.create({ actor: 'admin', body: buildRegistration() });
    await registrations.softDelete({ id, actor: 'super' });
    const handler = overTheWire(new AuditHandler(orm.em));
    const page = await handler.list({ targetType: 'registration', targetId: String(id), limit: 10 });
    expect(page.map((entry) => [entry.source, entry.action, entry.actor])).toEqual([
      ['registration', 'registration.delete', 'super'],
      ['registration', 'registration.create', 'admin'],
    ]);
    expect(page[0]?.id).toMatch(/^registration:\d+$/);
    expect(await handler.list({ actor: 'super' })).toHaveLength(1);
    expect(() => handler.list({ limit: 0 })).toThrow();
  });
});
