import type { CreateRegistrationResponse } from '@eventdesk/contracts';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, seatRows } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { markPaid } from '../registration-changes/registration-changes.test-kit';
import { ADDITIONAL_TICKET_HOLD_LIMIT, CONTACT_HOLD_LIMIT } from './hold-budget';
import { Registration } from './registration.entity';

/** What a refused request looks like to the caller: the domain error's code and message, or the response. */
type Outcome = { ok: CreateRegistrationResponse } | { code: string; message: string };

async function outcome(attempt: Promise<CreateRegistrationResponse>): Promise<Outcome> {
  try {
    return { ok: await attempt };
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
}

const accepted = (outcomes: Outcome[]) => outcomes.filter((o) => 'ok' in o);
const refused = (outcomes: Outcome[]) =>
  outcomes.filter((o): o is Exclude<Outcome, { ok: unknown }> => !('ok' in o));

describe('hold budgets: per contact and per paid registration (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('hold-budget');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const heldSeats = async () =>
    (await seatRows(kit.orm, 'vip')).filter((s) => s.registration_id !== null && !s.sold).length;

  it('is 2 unpaid seats per contact and 10 unpaid additional tickets per paid registration', () => {
    expect(CONTACT_HOLD_LIMIT).toBe(2);
    expect(ADDITIONAL_TICKET_HOLD_LIMIT).toBe(10);
  });

  it('holds 2 of 10 parallel registrations with one e-mail, refuses 8 in Tamil, and serves another person', async () => {
    const attack = Array.from({ length: 10 }, (_, i) =>
      outcome(
        kit.registrations.create(
          buildRegistration({
            package: 'vip',
            // The same address however it is typed; a different phone each time.
            email: i % 2 ? 'victim@example.com' : ' Victim@Example.COM ',
            language: 'ta',
          }),
        ),
      ),
    );
    const honest = outcome(kit.registrations.create(buildRegistration({ package: 'vip' })));
    const results = await Promise.all(attack);

    expect(accepted(results)).toHaveLength(2);
    expect(refused(results)).toHaveLength(8);
    for (const refusal of refused(results)) {
      expect(refusal.code).toBe('HOLD_LIMIT');
      expect(refusal.message).toMatch(/^இந்த மின்னஞ்சல் முகவரி அல்லது தொலைபேசி எண்ணில் ஏற்கனவே/);
      expect(refusal.message).toMatch(/(29|30) நிமிடங்களில்/);
    }
    expect(await honest).toMatchObject({ ok: { package: 'vip', paymentStatus: 'pending' } });
    // Only the 3 accepted registrations were stored and hold seats: a refusal costs no seat and no row.
    expect(await kit.orm.em.fork().count(Registration, {})).toBe(3);
    expect(await heldSeats()).toBe(3);
  });

  it('treats one phone written differently as one contact ("+91 98765 43210" and "09876543210")', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        outcome(
          kit.registrations.create(
            buildRegistration({ package: 'vip', phone: i % 2 ? '+91 98765 43210' : '09876543210' }),
          ),
        ),
      ),
    );
    const honest = await outcome(kit.registrations.create(buildRegistration({ package: 'vip' })));

    expect(accepted(results)).toHaveLength(2);
    expect(refused(results).map((r) => r.code)).toEqual(Array(8).fill('HOLD_LIMIT'));
    expect(refused(results)[0]?.message).toMatch(
      /^This e-mail address or phone number already holds 2 unpaid registrations\. Finish paying for one you started \(the payment link is in the e-mail we sent you\), or try again in (29|30) minutes/,
    );
    expect('ok' in honest).toBe(true);
    const stored = await kit.orm.em.fork().find(Registration, {}, { fields: ['phone', 'phoneKey'] });
    expect(stored.filter((r) => r.phoneKey === '+919876543210')).toHaveLength(2);
  });

  it('accepts a new registration once one of the holds is paid, and once one lapses', async () => {
    const contact = { email: 'meena@example.com', phone: '98430 12345' };
    const first = await kit.registrations.create(buildRegistration(contact));
    const second = await kit.registrations.create(buildRegistration(contact));
    await expect(kit.registrations.create(buildRegistration(contact))).rejects.toMatchObject({
      code: 'HOLD_LIMIT',
    });

    await markPaid(kit.orm, first.id);
    const third = await kit.registrations.create(buildRegistration(contact));
    await expect(kit.registrations.create(buildRegistration(contact))).rejects.toMatchObject({
      code: 'HOLD_LIMIT',
    });

    await expireHold(kit.orm, second.id);
    await expect(kit.registrations.create(buildRegistration(contact))).resolves.toMatchObject({
      paymentStatus: 'pending',
    });
    // Paid (first) and lapsed (second) no longer count: third and the latest hold now.
    await expect(kit.registrations.create(buildRegistration({ phone: contact.phone }))).rejects.toMatchObject(
      {
        code: 'HOLD_LIMIT',
      },
    );
    expect(third.id).toBeGreaterThan(second.id);
  });

  it('says how long until the first hold is released (a receipt may have stretched one to 48 hours)', async () => {
    const contact = { email: 'long@example.com' };
    const a = await kit.registrations.create(buildRegistration(contact));
    const b = await kit.registrations.create(buildRegistration(contact));
    const connection = kit.orm.em.getConnection();
    await connection.execute(
      `update registration.seat set held_until = now() + interval '47 hours' where registration_id = ?`,
      [a.id],
    );
    await connection.execute(
      `update registration.seat set held_until = now() + interval '90 seconds' where registration_id = ?`,
      [b.id],
    );
    await expect(kit.registrations.create(buildRegistration(contact))).rejects.toMatchObject({
      code: 'HOLD_LIMIT',
      message: expect.stringContaining('try again in 2 minutes'),
      details: { retryAfterMinutes: 2 },
    });
  });

  it('exempts staff: Add Registration ignores the budget and its holds do not count against the visitor', async () => {
    const contact = { email: 'company@example.com', phone: '+91 94430 55555' };
    for (let i = 0; i < 3; i += 1) {
      await kit.admin.create({ actor: 'admin', body: buildRegistration(contact) });
    }
    await kit.registrations.create(buildRegistration(contact));
    await kit.registrations.create(buildRegistration(contact));
    await expect(kit.registrations.create(buildRegistration(contact))).rejects.toMatchObject({
      code: 'HOLD_LIMIT',
    });
    await expect(
      kit.admin.create({ actor: 'admin', body: buildRegistration(contact) }),
    ).resolves.toMatchObject({
      id: expect.any(Number),
    });
    expect(await kit.orm.em.fork().count(Registration, { staffAdded: true })).toBe(4);
  });

  it('follows a staff edit of the phone: the budget counts the new number', async () => {
    const held = await kit.registrations.create(buildRegistration({ phone: '9000000001' }));
    await kit.registrations.create(buildRegistration({ phone: '9000000002' }));
    const row = await kit.orm.em.fork().findOneOrFail(Registration, held.id);
    await kit.admin.update({
      id: held.id,
      actor: 'admin',
      body: { ...buildRegistration({ email: row.email, phone: '+91 90000 00002' }), package: row.package },
    });
    expect((await kit.orm.em.fork().findOneOrFail(Registration, held.id)).phoneKey).toBe('+919000000002');
    await expect(
      kit.registrations.create(buildRegistration({ phone: '090000 00002' })),
    ).rejects.toMatchObject({
      code: 'HOLD_LIMIT',
    });
    await expect(kit.registrations.create(buildRegistration({ phone: '9000000001' }))).resolves.toBeDefined();
  });

  describe('additional tickets of a paid registration', () => {
    const paidParent = async () => {
      const parent = await kit.registrations.create(
        buildRegistration({ package: 'vip', email: 'parent@example.com', language: 'ta' }),
      );
      await markPaid(kit.orm, parent.id);
      return parent;
    };
    const ticket = (parentRef: string, n: number) =>
      kit.tickets.create({ parentRef, fullName: `Guest ${n}`, package: 'gold' });

    it('holds 10 unpaid at once, refuses the 11th in the parent language, and takes one more once one is paid', async () => {
      const parent = await paidParent();
      const made: CreateRegistrationResponse[] = [];
      for (let n = 1; n <= ADDITIONAL_TICKET_HOLD_LIMIT; n += 1) {
        made.push(await ticket(parent.ref, n));
      }
      await expect(ticket(parent.ref, 11)).rejects.toMatchObject({
        code: 'HOLD_LIMIT',
        message: expect.stringMatching(/^இந்தப் பதிவில் ஏற்கனவே பணம் செலுத்தப்படாத 10 கூடுதல் டிக்கெட்டுகள்/),
      });
      // Bought from one of the group's tickets: the same group, the same budget.
      await markPaid(kit.orm, made[0]?.id ?? 0);
      await expect(ticket(made[0]?.ref ?? '', 12)).resolves.toMatchObject({ package: 'gold' });
      await expect(ticket(parent.ref, 13)).rejects.toMatchObject({ code: 'HOLD_LIMIT' });
      expect(await kit.orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(11);
    });

    it('refuses exactly the extra ones when 14 are bought at the same moment', async () => {
      const parent = await paidParent();
      const results = await Promise.all(Array.from({ length: 14 }, (_, n) => outcome(ticket(parent.ref, n))));
      expect(accepted(results)).toHaveLength(ADDITIONAL_TICKET_HOLD_LIMIT);
      expect(refused(results).map((r) => r.code)).toEqual(Array(4).fill('HOLD_LIMIT'));
    });

    it('does not count against the contact budget, and the contact budget does not limit them', async () => {
      const parent = await paidParent();
      for (let n = 1; n <= 3; n += 1) {
        await ticket(parent.ref, n);
      }
      // The parent's contact (paid) still registers twice more on the public form.
      await kit.registrations.create(buildRegistration({ email: 'parent@example.com' }));
      await kit.registrations.create(buildRegistration({ email: 'parent@example.com' }));
      await expect(
        kit.registrations.create(buildRegistration({ email: 'parent@example.com' })),
      ).rejects.toMatchObject({ code: 'HOLD_LIMIT' });
      await expect(ticket(parent.ref, 4)).resolves.toBeDefined();
    });
  });
});
