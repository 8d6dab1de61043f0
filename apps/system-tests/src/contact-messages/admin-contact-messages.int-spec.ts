import type { ContactMessageList, ContactMessageResponse, ContactMessageView } from '@eventdesk/contracts';
import { bearer, request } from '@eventdesk/gateway/test/gateway-app';
import {
  startGatewayWithRegistrationService,
  type GatewayWithRegistrationService,
} from '../support/with-registration-service';

jest.setTimeout(60_000);

describe('staff inbox of contact messages (gateway → registration service → PostgreSQL)', () => {
  let harness: GatewayWithRegistrationService;

  beforeAll(async () => {
    harness = await startGatewayWithRegistrationService('contact-inbox', { FORM_RATE_LIMIT_PER_HOUR: 1000 });
  }, 60_000);
  afterAll(() => harness?.close(), 30_000);

  const api = (path: string) => `${harness.gateway.url}/api${path}`;
  const submit = async (message: string) => {
    const answer = await request<ContactMessageResponse>(api('/contact-messages'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kavya Raman',
        email: 'kavya@example.com',
        phone: '+91 98765 43210',
        programme: 'miracle',
        message,
      }),
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const list = <T = ContactMessageList>(token: string, query = '') =>
    request<T>(api(`/admin/contact-messages${query}`), { headers: bearer(token) });
  const mark = <T = ContactMessageView>(token: string, id: string | number, body: unknown) =>
    request<T>(api(`/admin/contact-messages/${id}/handled`), {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses callers and lead managers (403), both routes, before anything changes', async () => {
    const id = await submit('Refused roles');
    for (const role of ['user', 'lead_manager'] as const) {
      expect((await list(harness.tokens[role])).status).toBe(403);
      expect((await mark(harness.tokens[role], id, { handled: true })).status).toBe(403);
    }
    const inbox = await list(harness.tokens.admin);
    expect(inbox.body.items.find((item) => item.id === id)?.status).toBe('new');
  });

  it('shows a submitted message in New; an admin marks it handled (who and when), then it is in Handled', async () => {
    const id = await submit('<script>alert(1)</script> When is the next batch?');
    const fresh = await list(harness.tokens.admin, '?status=new');
    expect(fresh.status).toBe(200);
    expect(fresh.body.items.find((item) => item.id === id)).toMatchObject({
      name: 'Kavya Raman',
      email: 'kavya@example.com',
      message: '<script>alert(1)</script> When is the next batch?',
      status: 'new',
      handledBy: null,
    });

    const marked = await mark(harness.tokens.admin, id, { handled: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id, status: 'handled', handledBy: expect.any(String) });
    expect(marked.body.handledAt).not.toBeNull();

    const handled = await list(harness.tokens.super_admin, '?status=handled');
    expect(handled.body.items.map((item) => item.id)).toContain(id);
    expect((await list(harness.tokens.admin, '?status=new')).body.items.map((item) => item.id)).not.toContain(
      id,
    );

    const twice = await mark<{ message: string; code: string }>(harness.tokens.super_admin, id, {
      handled: true,
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONTACT_MESSAGE_ALREADY_HANDLED']);
    expect(twice.body.message).toMatch(/already marked handled by /);

    const undone = await mark(harness.tokens.super_admin, id, { handled: false });
    expect([undone.status, undone.body.status, undone.body.handledBy]).toEqual([200, 'new', null]);
  });

  it('answers 404 for ids that are not ids or do not exist, 400 for a bad body or query', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '999999']) {
      expect([id, (await mark(harness.tokens.admin, id, { handled: true })).status]).toEqual([id, 404]);
    }
    const id = await submit('Bad bodies');
    expect((await mark(harness.tokens.admin, id, {})).status).toBe(400);
    expect((await mark(harness.tokens.admin, id, { handled: 'yes' })).status).toBe(400);
    expect((await list(harness.tokens.admin, '?status=spam')).status).toBe(400);
    expect((await list(harness.tokens.admin, '?page=0')).status).toBe(400);
  });
});
