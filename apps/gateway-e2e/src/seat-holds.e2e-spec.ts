import { request as httpRequest } from 'node:http';
import type { ReleaseHoldsResponse, SeatHoldsView, SeatsView } from '@eventdesk/contracts';
import { waitFor } from './support/ports';
import { staffToken } from './support/staff';
import { startStack, type Stack } from './support/stack';

interface Answer {
  status: number;
  body: { id?: number; ref?: string; code?: string; message?: string };
}

/**
 * A registration POSTed from the loopback address `from`: the attacker below spreads over many addresses, so
 * only the budget per contact (not a limit per address) can stop them.
 */
function registerFrom(stack: Stack, from: string, body: Record<string, unknown>): Promise<Answer> {
  const payload = JSON.stringify({ fullName: 'Rush Visitor', type: 'individual', package: 'gold', ...body });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${stack.baseUrl}/api/registrations`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const address = (n: number) => `127.0.0.${n}`;
const statusesOf = (answers: Answer[]) => answers.map((a) => a.status).sort();

describe('hold budgets and the staff release of held seats (real processes)', () => {
  let stack: Stack;
  const tokens: Record<'admin' | 'caller' | 'manager', string> = { admin: '', caller: '', manager: '' };

  beforeAll(async () => {
    stack = await startStack('seat-holds');
    [tokens.admin, tokens.caller, tokens.manager] = await Promise.all([
      staffToken(stack, 'holds-admin', 'admin'),
      staffToken(stack, 'holds-caller', 'user'),
      staffToken(stack, 'holds-manager', 'lead_manager'),
    ]);
  }, 120_000);
  afterAll(() => stack?.stop());

  const staff = (who: keyof typeof tokens, path: string, body?: unknown) =>
    fetch(`${stack.baseUrl}/api/admin/seats/holds${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const goldSeatsLeft = async () =>
    ((await (await fetch(`${stack.baseUrl}/api/seats`)).json()) as SeatsView).packages.gold.seatsLeft;

  let victimHolds: number[] = [];

  it('holds 2 of 10 registrations with one e-mail from 10 addresses, refuses 8 with 409 in Tamil, and serves another person', async () => {
    const before = await goldSeatsLeft();
    const [attack, honest] = await Promise.all([
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          registerFrom(stack, address(2 + i), {
            email: i % 2 ? 'victim@example.com' : 'Victim@Example.com',
            phone: `+91 90000 1000${i}`,
            language: 'ta',
          }),
        ),
      ),
      registerFrom(stack, address(50), { email: 'honest@example.com', phone: '+91 94430 00001' }),
    ]);

    expect(statusesOf(attack)).toEqual([201, 201, ...Array(8).fill(409)]);
    for (const refusal of attack.filter((a) => a.status === 409)) {
      expect(refusal.body.code).toBe('HOLD_LIMIT');
      expect(refusal.body.message).toMatch(
        /^இந்த மின்னஞ்சல் முகவரி அல்லது தொலைபேசி எண்ணில் ஏற்கனவே பணம் செலுத்தப்படாத 2 பதிவுகள்/,
      );
    }
    expect(honest.status).toBe(201);
    victimHolds = attack.filter((a) => a.status === 201).map((a) => a.body.id ?? 0);
    // Only 3 seats were taken; the 8 refusals stored nothing.
    await waitFor('3 gold seats taken', async () => (await goldSeatsLeft()) === before - 3, 5_000);
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from registration.registration where email_key = 'victim@example.com'`,
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('treats "+91 98765 43210" and "09876543210" as one phone: 2 held, 8 refused in English', async () => {
    const attack = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        registerFrom(stack, address(20 + i), {
          email: `invented${i}@example.com`,
          phone: i % 2 ? '+91 98765 43210' : '09876543210',
        }),
      ),
    );
    expect(statusesOf(attack)).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(attack.find((a) => a.status === 409)?.body).toMatchObject({
      code: 'HOLD_LIMIT',
      message: expect.stringMatching(
        /^This e-mail address or phone number already holds 2 unpaid registrations/,
      ),
    });
  });

  it('shows staff the held-but-unpaid seats per package; a caller and a lead manager get 403', async () => {
    const view = await staff('admin', '');
    expect(view.status).toBe(200);
    const gold = ((await view.json()) as SeatHoldsView).packages.find((p) => p.package === 'gold');
    expect(gold).toMatchObject({ capacity: 300, sold: 0, held: 5 });
    expect(gold?.registrations.map((r) => r.id)).toEqual(expect.arrayContaining(victimHolds));
    expect(gold?.registrations.find((r) => r.id === victimHolds[0])).toMatchObject({
      email: expect.stringMatching(/^victim@example\.com$/i),
      heldUntil: expect.any(String),
    });

    for (const who of ['caller', 'manager'] as const) {
      expect((await staff(who, '')).status).toBe(403);
      expect((await staff(who, '/release', { registrationIds: victimHolds })).status).toBe(403);
    }
    expect(
      (await staff('admin', '/release', { registrationIds: Array.from({ length: 101 }, (_, i) => i + 1) }))
        .status,
    ).toBe(400);
  });

  it('releases the holds: the seats are free again, and the contact may register again', async () => {
    // Gold (300 seats) holds 5: the victim's 2, the honest visitor's and the phone attack's 2. The public count
    // is at most a second old, hence the waits.
    await waitFor('5 gold seats held', async () => (await goldSeatsLeft()) === 300 - 5, 5_000);
    const released = await staff('admin', '/release', { registrationIds: victimHolds });
    expect(released.status).toBe(200);
    expect((await released.json()) as ReleaseHoldsResponse).toEqual({ released: 2 });
    await waitFor('2 gold seats freed', async () => (await goldSeatsLeft()) === 300 - 3, 5_000);

    const again = await registerFrom(stack, address(60), {
      email: 'victim@example.com',
      phone: '+91 90000 20000',
    });
    expect(again.status).toBe(201);
    const { rows } = await stack.db.query<{ payment_status: string; actor: string }>(
      `select r.payment_status, a.actor from registration.registration r
         join registration.audit_entry a on a.target_id = r.id::text and a.action = 'seat-hold.release'
        where r.id = any($1::int[])`,
      [victimHolds],
    );
    expect(rows).toEqual([
      { payment_status: 'pending', actor: 'holds-admin' },
      { payment_status: 'pending', actor: 'holds-admin' },
    ]);
  });
});
