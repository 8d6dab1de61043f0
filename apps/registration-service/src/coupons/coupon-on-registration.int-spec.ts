import { seedEventSettings } from '@eventdesk/contracts';
import { OutboxEvent } from '@eventdesk/server-kit';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from '../registrations/registration.entity';

const visitor = (n: number) => ({
  fullName: 'Meena Sundaram',
  email: `coupon${n}@example.com`,
  phone: `981000000${n}`,
  type: 'individual' as const,
  package: 'gold' as const,
  referenceType: null,
  language: 'en' as const,
});

describe('a coupon sent with a registration (real PostgreSQL): applied, or refused, never a silent full price', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const heldSeats = async (): Promise<number> => {
    const [{ held }] = await kit.orm.em
      .fork()
      .execute<Array<{ held: number }>>(
        `select count(*)::int as "held" from "registration"."seat" where "registration_id" is not null`,
      );
    return held;
  };

  it('stores the discounted amount and the voucher flag for a valid code', async () => {
    const created = await kit.registrations.create({ ...visitor(1), couponCode: ' earlybird ' });
    expect(created).toMatchObject({ amount: 2880, voucher: true });
    const stored = await kit.orm.em.fork().findOneOrFail(Registration, { ref: created.ref });
    expect(stored).toMatchObject({ amount: 2880, voucher: true, couponCode: 'earlybird', listPrice: 3600 });
    // The payment page reads these through the registration view.
    expect(await kit.registrations.getByRef(created.ref)).toMatchObject({
      couponCode: 'earlybird',
      listPrice: 3600,
    });
  });

  it.each([
    ['en', 'This coupon code is not valid. Correct it or clear the field to pay the full price.'],
    ['ta', 'இந்தக் கூப்பன் குறியீடு செல்லாது. அதைத் திருத்தவும் அல்லது முழு விலையில் செலுத்த புலத்தை அழிக்கவும்.'],
  ] as const)(
    'refuses an unknown code (COUPON_INVALID, %s): nothing stored, no seat held, no event',
    async (language, message) => {
      await expect(
        kit.registrations.create({ ...visitor(2), language, couponCode: 'NOPE', voucher: true }),
      ).rejects.toMatchObject({ code: 'COUPON_INVALID', message });
      const em = kit.orm.em.fork();
      expect(await em.count(Registration, {})).toBe(0);
      expect(await em.count(OutboxEvent, {})).toBe(0);
      expect(await heldSeats()).toBe(0);
    },
  );

  it('refuses a code the staff have switched off', async () => {
    const changed = seedEventSettings(new Date());
    changed.coupons = changed.coupons.map((coupon) => ({ ...coupon, active: false }));
    await kit.settings.update(changed, 'test');
    await expect(kit.registrations.create({ ...visitor(3), couponCode: 'EARLYBIRD' })).rejects.toMatchObject({
      code: 'COUPON_INVALID',
    });
    expect(await kit.orm.em.fork().count(Registration, {})).toBe(0);
  });

  it('charges the full price when no code is typed (absent, null or blank), whatever voucher flag the client sends', async () => {
    const amounts: number[] = [];
    for (const [n, couponCode] of [
      [4, undefined],
      [5, null],
      [6, '   '],
    ] as const) {
      amounts.push((await kit.registrations.create({ ...visitor(n), couponCode, voucher: true })).amount);
    }
    expect(amounts).toEqual([3600, 3600, 3600]);
    expect(await kit.orm.em.fork().count(Registration, { couponCode: null, listPrice: null })).toBe(3);
    expect(await heldSeats()).toBe(3);
  });
});
