import { startStack, sunkMail, type Stack } from './support/stack';
import { waitFor } from './support/ports';
import { staffToken } from './support/staff';

let visitors = 0;
// Each registration its own phone: one contact may hold only 2 unpaid seats.
const body = (email: string) => ({
  fullName: 'Lakshmi Narayanan',
  email,
  phone: `+91 98430 ${String(12345 + (visitors += 1))}`,
  type: 'business',
  businessName: 'Kovai Looms',
  package: 'diamond',
  referenceType: 'friend',
  referredBy: 'Arun',
});

async function register(stack: Stack, email: string, correlationId?: string): Promise<Response> {
  return fetch(`${stack.baseUrl}/api/registrations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(correlationId ? { 'x-correlation-id': correlationId } : {}),
    },
    body: JSON.stringify(body(email)),
  });
}

describe('walking skeleton through real processes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('skeleton');
  }, 120_000);
  afterAll(() => stack?.stop());

  it('registers, reads back by reference only, and the notification worker e-mails the payment link', async () => {
    const response = await register(stack, 'lakshmi@example.com', 'e2e-skeleton-1');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-correlation-id')).toBe('e2e-skeleton-1');
    const created = (await response.json()) as {
      id: number;
      ref: string;
      amount: number;
      paymentStatus: string;
    };
    expect(created).toMatchObject({ amount: 5100, paymentStatus: 'pending' });
    expect(created.ref).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const byRef = await fetch(`${stack.baseUrl}/api/registrations/${created.ref}`);
    expect(byRef.status).toBe(200);
    expect(await byRef.json()).toMatchObject({
      id: created.id,
      businessName: 'Kovai Looms',
      referredBy: 'Arun',
      package: 'diamond',
    });
    expect((await fetch(`${stack.baseUrl}/api/registrations/${created.id}`)).status).toBe(404);

    const mail = await waitFor('confirmation mail', async () =>
      (await sunkMail(stack)).find((m) => m.to.includes('lakshmi@example.com')),
    );
    expect(mail.text).toContain(`/payment/${created.ref}`);

    // The worker records the send right after the SMTP server accepted it.
    const deliveries = await waitFor('delivery logged as sent', async () => {
      const { rows } = await stack.db.query(`select status, attempts, recipient from notification.delivery`);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(deliveries).toEqual([{ status: 'sent', attempts: 1, recipient: 'lakshmi@example.com' }]);

    // The correlation id travelled gateway → RPC → outbox → queue job → worker.
    const tagged = (app: Parameters<Stack['app']>[0]) =>
      stack
        .app(app)
        .jsonLines()
        .filter((line) => line.correlationId === 'e2e-skeleton-1');
    await waitFor('worker log line', async () => tagged('notification-service').length > 0);
    expect(tagged('gateway').length).toBeGreaterThan(0);
    const outbox = await stack.db.query(`select correlation_id from registration.outbox_event`);
    expect(outbox.rows[0]?.correlation_id).toBe('e2e-skeleton-1');
  });

  it('computes the amount on the server whatever the client sends', async () => {
    // Silver is off sale in the seed settings, so the public route refuses it (registration-service on-sale).
    const expected = { gold: 3600, diamond: 5100, vip: 7200 };
    for (const [pkg, amount] of Object.entries(expected)) {
      const response = await fetch(`${stack.baseUrl}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...body(`${pkg}@example.com`),
          package: pkg,
          amount: 1,
          voucher: true,
          paymentStatus: 'completed',
        }),
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ amount, voucher: false, paymentStatus: 'pending' });
    }
    const stored = await stack.db.query(
      `select package, amount, payment_status from registration.registration where email like '%@example.com' and package = 'gold'`,
    );
    expect(stored.rows).toContainEqual({ package: 'gold', amount: 3600, payment_status: 'pending' });
  });

  it('answers 404 for an unknown reference asked of the service', async () => {
    const response = await fetch(`${stack.baseUrl}/api/registrations/${'A'.repeat(22)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Registration not found', code: 'NOT_FOUND' });
  });

  it('shows operators the event queues and their dead letters (admin only)', async () => {
    expect((await fetch(`${stack.baseUrl}/api/admin/queues`)).status).toBe(401);
    const caller = await staffToken(stack, 'queue-caller', 'user');
    expect(
      (await fetch(`${stack.baseUrl}/api/admin/queues`, { headers: { authorization: `Bearer ${caller}` } }))
        .status,
    ).toBe(403);
    const admin = await staffToken(stack, 'queue-admin', 'admin');
    const response = await fetch(`${stack.baseUrl}/api/admin/queues`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const queues = (await response.json()) as Array<{ name: string; completed: number; failed: number }>;
    const created = queues.find((queue) => queue.name === 'notification.registration.created.v1');
    expect(created?.completed).toBeGreaterThanOrEqual(1);
    expect(created?.failed).toBe(0);
    const failed = await fetch(
      `${stack.baseUrl}/api/admin/queues/notification.registration.created.v1/failed`,
      {
        headers: { authorization: `Bearer ${admin}` },
      },
    );
    expect(await failed.json()).toEqual([]);
  });

  it('keeps registering while Redis is down and delivers the waiting event exactly once when it returns', async () => {
    await stack.stopRedis();
    const response = await register(stack, 'during-outage@example.com');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const waiting = await stack.db.query(
      `select published_at from registration.outbox_event where payload->>'registrationId' = $1`,
      [String(id)],
    );
    expect(waiting.rows).toEqual([{ published_at: null }]);

    await stack.startRedis();
    await waitFor(
      'mail after Redis returned',
      async () => (await sunkMail(stack)).some((m) => m.to.includes('during-outage@example.com')),
      45_000,
    );
    // Give a duplicate the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const copies = (await sunkMail(stack)).filter((m) => m.to.includes('during-outage@example.com'));
    expect(copies).toHaveLength(1);
  }, 90_000);
});
