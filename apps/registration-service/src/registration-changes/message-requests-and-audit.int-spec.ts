import { OutboxEvent } from '@eventdesk/server-kit';
import { overTheWire } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { AuditHandler } from '../audit/audit.handler';
import { MessageRequestsService } from './message-requests.service';
import { auditEntries, markPaid } from './registration-changes.test-kit';

describe('message requests, settings audit and the audit list (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let messages: MessageRequestsService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration-messages');
    messages = new MessageRequestsService(kit.orm.em, kit.relay);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  it('records registration.message-requested with the current data through the outbox, and audits it', async () => {
    const { id, ref } = await kit.admin.create({
      actor: 'admin',
      body: buildRegistration({ package: 'vip', language: 'ta', fullName: 'மீனா', phone: '9876543210' }),
    });
    await markPaid(kit.orm, id);
    const queued = await messages.request({ id, actor: 'manager', kind: 'whatsapp_reminder' });
    expect(queued.message).toBe('WhatsApp reminder queued for sending');
    const event = await kit.orm.em.fork().findOneOrFail(OutboxEvent, queued.eventId);
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
    const entries = await auditEntries(kit.orm, 'registration.message-request');
    expect(entries.map((entry) => entry.after)).toEqual([
      { kind: 'whatsapp_reminder', eventId: queued.eventId },
      { kind: 'confirmation_email', eventId: email.eventId },
    ]);
  });

  it('404s for a deleted registration and records nothing', async () => {
    const { id } = await kit.admin.create({ actor: 'admin', body: buildRegistration() });
    await kit.admin.softDelete({ id, actor: 'super' });
    await expect(messages.request({ id, actor: 'admin', kind: 'confirmation_email' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await kit.orm.em.fork().count(OutboxEvent, { name: 'registration.message-requested.v1' })).toBe(0);
  });

  it('audits a settings change with the changed sections before and after, by the acting staff member', async () => {
    const draft = structuredClone(await kit.settings.get());
    const before = structuredClone(draft.packages);
    draft.packages.gold.price = 3900;
    await kit.settings.update(draft, 'admin');
    const entries = await auditEntries(kit.orm, 'settings.update');
    const last = entries.at(-1);
    expect(last).toMatchObject({ actor: 'admin', targetType: 'settings', targetId: null });
    expect(last?.before).toEqual({ packages: before });
    expect(last?.after).toEqual({ packages: draft.packages });
  });

  it('lists the schema audit entries newest first, filtered and paged, as the gateway asks', async () => {
    const { id } = await kit.admin.create({ actor: 'admin', body: buildRegistration() });
    await kit.admin.softDelete({ id, actor: 'super' });
    const handler = overTheWire(new AuditHandler(kit.orm.em));
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
