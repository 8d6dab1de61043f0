import type { EventSettings, SeatsView } from '@eventdesk/contracts';
import { staffToken } from './support/staff';
import { startStack, type Stack } from './support/stack';

const CAPACITY = 500;
const ATTEMPTS = 2000;
const IN_FLIGHT = 200;

/** Runs `task(i)` for i in 0..count-1 with at most `limit` running at once. */
async function bounded<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('capacity under a ticket rush (real processes)', () => {
  let stack: Stack;
  let admin: string;

  beforeAll(async () => {
    // 200 requests in flight on a 2-core machine that also runs other suites: an answer can take seconds, and a
    // gateway that gave up after the default 5 s would answer 503 for a seat that was in fact taken.
    stack = await startStack('capacity', { RPC_TIMEOUT_MS: '30000' });
    admin = await staffToken(stack, 'capacity-admin', 'admin');
  }, 120_000);
  afterAll(() => stack?.stop());

  const adminHeaders = () => ({ authorization: `Bearer ${admin}`, 'content-type': 'application/json' });

  it(`sells exactly ${CAPACITY} seats to ${ATTEMPTS} concurrent registrations, ${IN_FLIGHT} in flight`, async () => {
    const current = (await (
      await fetch(`${stack.baseUrl}/api/admin/settings`, { headers: adminHeaders() })
    ).json()) as EventSettings;
    current.packages.gold.capacity = CAPACITY;
    const saved = await fetch(`${stack.baseUrl}/api/admin/settings`, {
      method: 'PUT',
      headers: adminHeaders(),
      body: JSON.stringify(current),
    });
    expect(saved.status).toBe(200);
    const before = (await (await fetch(`${stack.baseUrl}/api/seats`)).json()) as SeatsView;
    expect(before.packages.gold).toEqual({ capacity: CAPACITY, seatsLeft: CAPACITY });

    const started = Date.now();
    const answers = await bounded(ATTEMPTS, IN_FLIGHT, async (i) => {
      const response = await fetch(`${stack.baseUrl}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Rush Visitor ${i}`,
          email: `rush${i}@example.com`,
          // Distinct visitors: one contact may hold only 2 unpaid seats.
          phone: `9${String(700_000_000 + i)}`,
          type: 'individual',
          package: 'gold',
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { id?: number; ref?: string; code?: string },
      };
    });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`capacity e2e: ${ATTEMPTS} attempts in ${seconds.toFixed(1)} s\n`);

    const statuses = answers.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    );
    process.stdout.write(
      `capacity e2e: statuses ${JSON.stringify(statuses)}; sample ${JSON.stringify(answers.find((a) => a.status >= 500)?.body ?? null)}\n`,
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(ATTEMPTS - CAPACITY);
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['SOLD_OUT']));

    const rows = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from registration.registration where package = 'gold'`,
    );
    expect(rows.rows[0]?.n).toBe(CAPACITY);
    // Every registration holds exactly one seat, and no seat is held twice or above the capacity.
    const seats = await stack.db.query<{ taken: number; distinct_regs: number; max_number: number }>(
      `select count(*)::int as taken, count(distinct registration_id)::int as distinct_regs, max(number)::int as max_number
         from registration.seat where package = 'gold' and registration_id is not null`,
    );
    expect(seats.rows[0]).toEqual({ taken: CAPACITY, distinct_regs: CAPACITY, max_number: CAPACITY });

    // The cached count may lag a second.
    await new Promise((done) => setTimeout(done, 1100));
    const after = (await (await fetch(`${stack.baseUrl}/api/seats`)).json()) as SeatsView;
    expect(after.packages.gold).toEqual({ capacity: CAPACITY, seatsLeft: 0 });
  }, 180_000);

  it("does not reveal a pending registration's reference from its id", async () => {
    const { rows } = await stack.db.query<{ id: number; ref: string; payment_status: string }>(
      `select id, ref, payment_status from registration.registration order by id limit 200`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((row) => row.payment_status === 'pending')).toBe(true);
    for (const row of rows) {
      expect(row.ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(row.ref, 'base64url')).toHaveLength(16);
    }
    expect(new Set(rows.map((row) => row.ref)).size).toBe(rows.length);
    // Consecutive ids get unrelated references: no ordering, and about half the bits differ.
    const sortedByRef = [...rows].sort((a, b) => (a.ref < b.ref ? -1 : 1)).map((row) => row.id);
    expect(sortedByRef).not.toEqual(rows.map((row) => row.id));
    const bitsDiffering = (a: string, b: string) => {
      const x = Buffer.from(a, 'base64url');
      const y = Buffer.from(b, 'base64url');
      let bits = 0;
      for (let i = 0; i < x.length; i += 1) {
        bits += ((x[i] ?? 0) ^ (y[i] ?? 0)).toString(2).replaceAll('0', '').length;
      }
      return bits;
    };
    const distances = rows.slice(1).map((row, i) => bitsDiffering(row.ref, rows[i]?.ref ?? ''));
    const mean = distances.reduce((sum, d) => sum + d, 0) / distances.length;
    expect(mean).toBeGreaterThan(54);
    expect(mean).toBeLessThan(74);

    const first = rows[0];
    // The id is not an address: neither as the path nor in place of a reference.
    expect((await fetch(`${stack.baseUrl}/api/registrations/${first?.id}`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}/api/registrations/${first?.ref}`)).status).toBe(200);
  });

  it('prices coupons on the server and limits checks per address', async () => {
    const check = (code: string, pkg: string) =>
      fetch(`${stack.baseUrl}/api/coupons/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, package: pkg }),
      });
    expect(await (await check(' earlybird ', 'gold')).json()).toEqual({ valid: true, price: 2880 });
    expect(await (await check('EARLYBIRD', 'diamond')).json()).toEqual({ valid: true, price: 4080 });
    expect(await (await check('NOPE', 'gold')).json()).toEqual({ valid: false, price: 3600 });
    const refused = await check('', 'gold');
    expect(refused.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await check(`GUESS${i}`, 'gold')).status);
    }
    // 20 a minute per address: the 4 above plus 16 here pass, the rest are refused.
    expect(statuses.filter((status) => status === 200)).toHaveLength(16);
    expect(statuses.slice(16)).toEqual([429, 429, 429, 429]);
  });

  it('sells additional tickets only for a paid registration', async () => {
    const post = (ref: string, body: unknown, lang = 'en') =>
      fetch(`${stack.baseUrl}/api/registrations/${ref}/additional-ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify(body),
      });
    const unknown = await post('AAAAAAAAAAAAAAAAAAAAAA', { fullName: 'Guest One', package: 'gold' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Registration not found' });

    const parent = (await (
      await fetch(`${stack.baseUrl}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Parent Visitor',
          email: 'parent@example.com',
          phone: '9876543210',
          package: 'diamond',
        }),
      })
    ).json()) as { id: number; ref: string };
    const unpaid = await post(parent.ref, { fullName: 'Guest One', package: 'diamond' });
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({ message: 'Payment Not Completed' });

    const invalid = await post(parent.ref, { fullName: 'G', package: 'platinum' }, 'ta');
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { errors: Array<{ path: string; message: string }> };
    expect(body.errors).toEqual(
      expect.arrayContaining([{ path: 'fullName', message: 'பெயர் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்' }]),
    );

    // The payment service is not part of this test: mark the parent paid in the e2e database.
    await stack.db.query(`update registration.registration set payment_status = 'completed' where id = $1`, [
      parent.id,
    ]);
    const created = await post(parent.ref, { fullName: 'Guest One', package: 'diamond' });
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as { id: number; ref: string; amount: number };
    expect(ticket.amount).toBe(5100);
    const view = await (await fetch(`${stack.baseUrl}/api/registrations/${ticket.ref}`)).json();
    expect(view).toMatchObject({ parentRef: parent.ref, ticketNumber: 2, isAdditionalTicket: true });
  });
});
