import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type {
  AdminRegistrationCreated,
  AdminRegistrationRow,
  BulkFollowupResponse,
  ErrorBody,
  FollowupHistoryEntry,
  MessageQueuedResponse,
  StaffRole,
} from '@eventdesk/contracts';
import { SettingsService } from '@eventdesk/registration-service/src/settings/settings.service';
import { resetRegistrationDb } from '@eventdesk/registration-service/test/registration-test-db';
import { bearer, request, type GatewayTestApp } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

const registration = {
  fullName: 'மீனா சுந்தரம்',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  type: 'individual',
  package: 'gold',
  referenceType: 'instagram',
  language: 'ta',
};

describe('staff write routes on registrations, through the real registration service', () => {
  let service: INestApplication;
  let gateway: GatewayTestApp;
  let tokens: Record<StaffRole, string>;

  const sql = (statement: string, params: unknown[] = []) =>
    service.get(MikroORM).em.getConnection().execute(statement, params);
  const call = <T>(method: string, path: string, role: StaffRole, body?: unknown) =>
    request<T & { message: string }>(`${gateway.url}/api${path}`, {
      method,
      headers: {
        ...bearer(tokens[role]),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call<AdminRegistrationCreated>('POST', '/admin/registrations', 'admin', {
      ...registration,
      ...overrides,
    });
    expect(response.status).toBe(201);
    return response.body.id;
  };
  const markPaid = (id: number) =>
    sql(`update registration.registration set payment_status = 'completed' where id = ?`, [id]);

  let harness: GatewayWithRegistrationService;
  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('registration-changes');
    ({ gateway, service, tokens } = harness);
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);
  beforeEach(async () => {
    await resetRegistrationDb(service.get(MikroORM), service.get(SettingsService));
  });

  it('adds a registration (201 {id, ref}) and edits it, keeping the Tamil language the dialog does not send', async () => {
    const id = await create();
    const { language: _language, ...withoutLanguage } = registration;
    const updated = await call<AdminRegistrationRow>('PUT', `/admin/registrations/${id}`, 'admin', {
      ...withoutLanguage,
      package: 'diamond',
      fullName: 'மீனா எஸ்',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      package: 'diamond',
      amount: 5100,
      fullName: 'மீனா எஸ்',
      language: 'ta',
    });
    const bad = await call('POST', '/admin/registrations', 'admin', {
      ...registration,
      email: 'not-an-email',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a package change after payment with 409 and the reason', async () => {
    const id = await create();
    await markPaid(id);
    const response = await call<ErrorBody>('PUT', `/admin/registrations/${id}`, 'admin', {
      ...registration,
      package: 'vip',
    });
    expect([response.status, response.body.code]).toEqual([409, 'PAID_PACKAGE_LOCKED']);
    expect(response.body.message).toBe('Payment already completed: the package cannot change');
  });

  it('deletes only for super_admin (admin 403), with the spec message; a second delete is 404', async () => {
    const id = await create();
    expect((await call('DELETE', `/admin/registrations/${id}`, 'admin')).status).toBe(403);
    const deleted = await call('DELETE', `/admin/registrations/${id}`, 'super_admin');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Registration deleted successfully!' });
    const again = await call('DELETE', `/admin/registrations/${id}`, 'super_admin');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Registration not found');
    expect((await call('DELETE', '/admin/registrations/abc', 'super_admin')).status).toBe(404);
  });

  it('sets void and refuses completed (400): completed only comes from a payment', async () => {
    const id = await create();
    const completed = await call('PATCH', `/admin/registrations/${id}/payment-status`, 'admin', {
      status: 'completed',
    });
    expect(completed.status).toBe(400);
    const voided = await call<AdminRegistrationRow>(
      'PATCH',
      `/admin/registrations/${id}/payment-status`,
      'admin',
      {
        status: 'void',
      },
    );
    expect(voided.status).toBe(200);
    expect(voided.body.paymentStatus).toBe('void');
  });

  it('updates follow-ups with the spec messages and returns the history newest first', async () => {
    const id = await create();
    const missing = await call('POST', `/admin/registrations/${id}/followup`, 'admin', { notes: 'x' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Please select a status');
    const invalid = await call<ErrorBody>('POST', `/admin/registrations/${id}/followup`, 'admin', {
      status: 'completed',
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, 'FOLLOWUP_STATUS_NOT_ALLOWED']);
    expect(invalid.body.message).toBe('Invalid followup status for the current payment status.');
    const ok = await call('POST', `/admin/registrations/${id}/followup`, 'admin', {
      status: 'need_to_follow_up',
      notes: 'நாளை அழைக்கவும்',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Followup status updated successfully!' });
    const history = await call<FollowupHistoryEntry[]>(
      'GET',
      `/admin/registrations/${id}/followups`,
      'admin',
    );
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        status: 'need_to_follow_up',
        notes: 'நாளை அழைக்கவும்',
        updatedBy: expect.any(String),
      }),
    ]);
    expect((await call('GET', '/admin/registrations/999999/followups', 'admin')).status).toBe(404);
  });

  it('runs Fix Followup Status for super_admin only and says how many changed', async () => {
    const paid = await create();
    await create();
    await markPaid(paid);
    expect(
      (await call('POST', '/admin/bulk-update-followups', 'admin', { status: 'completed' })).status,
    ).toBe(403);
    const fixed = await call<BulkFollowupResponse>('POST', '/admin/bulk-update-followups', 'super_admin', {
      status: 'completed',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual({ updated: 1, message: '1 registrations updated' });
  });

  it('queues the confirmation e-mail and the WhatsApp reminder (202), 404 for an unknown registration', async () => {
    const id = await create();
    const email = await call<MessageQueuedResponse>('POST', `/admin/send-email/${id}`, 'admin');
    expect(email.status).toBe(202);
    expect(email.body).toEqual({
      message: 'Confirmation email queued for sending',
      eventId: expect.any(String),
    });
    const whatsapp = await call<MessageQueuedResponse>('POST', `/admin/send-whatsapp/${id}`, 'admin');
    expect(whatsapp.status).toBe(202);
    const events = (await sql(
      `select payload->>'kind' as kind from registration.outbox_event where name = 'registration.message-requested.v1' order by created_at`,
    )) as Array<{ kind: string }>;
    expect(events.map((event) => event.kind)).toEqual(['confirmation_email', 'whatsapp_reminder']);
    expect((await call('POST', '/admin/send-email/999999', 'admin')).status).toBe(404);
    expect((await call('POST', `/admin/send-email/${id}`, 'user')).status).toBe(403);
  });
});
