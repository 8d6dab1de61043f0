import { Clock } from '@eventdesk/server-kit';
import { overTheWire, type OverTheWire } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { seatRows } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { SettingsHandler } from '../settings/settings.handler';
import { Registration } from './registration.entity';

/** A clock the test sets: every decision of the services reads it. */
class MovableClock extends Clock {
  at = new Date();
  override now(): Date {
    return this.at;
  }
}

const EVENT_DAY = '2027-10-25';
const SALES_END = '2027-10-20T23:59:00+05:30';

describe('sales that close (real PostgreSQL, a movable clock)', () => {
  const clock = new MovableClock();
  let kit: RegistrationTestKit;
  let handler: OverTheWire<SettingsHandler>;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('sales-close', { clock });
    handler = overTheWire(new SettingsHandler(kit.settings, clock));
  });
  afterAll(() => kit.close());
  beforeEach(() => {
    clock.at = new Date('2027-10-01T10:00:00Z');
  });

  const withSalesEnd = () =>
    kit.reset((draft) => {
      draft.event.date = EVENT_DAY;
      draft.event.salesEndAt = SALES_END;
    });
  const paidParent = async () => {
    const parent = await kit.registrations.create(buildRegistration({ language: 'ta' }));
    await kit.orm.em.fork().nativeUpdate(Registration, { id: parent.id }, { paymentStatus: 'completed' });
    return parent;
  };
  const heldGoldSeats = async () => (await seatRows(kit.orm, 'gold')).filter((s) => s.registration_id).length;

  it('sells before the sales end and refuses after it with SALES_CLOSED in the visitor language', async () => {
    await withSalesEnd();
    expect(await kit.registrations.create(buildRegistration())).toMatchObject({ paymentStatus: 'pending' });
    expect((await handler.getPublic({})).salesOpen).toBe(true);

    clock.at = new Date('2027-10-20T18:29:00.000Z'); // 23:59 IST: the sales end itself
    await expect(kit.registrations.create(buildRegistration())).rejects.toMatchObject({
      code: 'SALES_CLOSED',
      message: 'Registrations are closed: ticket sales for this event have ended.',
    });
    await expect(kit.registrations.create(buildRegistration({ language: 'ta' }))).rejects.toMatchObject({
      code: 'SALES_CLOSED',
      message: expect.stringMatching(/^பதிவுகள் முடிந்துவிட்டன: /),
    });
    expect(await kit.orm.em.fork().count(Registration, {})).toBe(1);
    expect(await heldGoldSeats()).toBe(1);
    expect(await handler.getPublic({})).toMatchObject({
      salesOpen: false,
      salesEndAt: '2027-10-20T18:29:00.000Z',
      earlyBirdOpen: false,
    });
  });

  it('answers a retry of a submission accepted before the close with its registration, not SALES_CLOSED', async () => {
    await withSalesEnd();
    const submission = { ...buildRegistration(), idempotencyKey: 'before-close-0001' };
    const first = await kit.registrations.create(submission);

    clock.at = new Date('2027-10-20T18:29:00.000Z');
    await expect(kit.registrations.create(submission)).resolves.toEqual(first);
    // The same key with another body, and a new submission, are refused.
    await expect(kit.registrations.create({ ...submission, fullName: 'Someone Else' })).rejects.toMatchObject(
      { code: 'SALES_CLOSED' },
    );
    await expect(
      kit.registrations.create({ ...buildRegistration(), idempotencyKey: 'after-close-0001' }),
    ).rejects.toMatchObject({ code: 'SALES_CLOSED' });
    expect(await kit.orm.em.fork().count(Registration, {})).toBe(1);
  });

  it('refuses an additional ticket after the sales end, in the parent registration language', async () => {
    await withSalesEnd();
    const parent = await paidParent();
    expect(
      await kit.tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'gold' }),
    ).toMatchObject({ package: 'gold' });

    clock.at = new Date('2027-10-21T00:00:00Z');
    await expect(
      kit.tickets.create({ parentRef: parent.ref, fullName: 'Guest Two', package: 'gold' }),
    ).rejects.toMatchObject({
      code: 'SALES_CLOSED',
      message: expect.stringMatching(/^பதிவுகள் முடிந்துவிட்டன: /),
    });
    expect(await kit.orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(1);
  });

  it('without a sales end, sells through the event day in India and closes once it is over', async () => {
    await kit.reset((draft) => {
      draft.event.date = EVENT_DAY;
    });
    clock.at = new Date('2027-10-25T18:29:00Z'); // 23:59 IST on the event day
    const parent = await paidParent();
    expect((await handler.getPublic({})).salesEndAt).toBe('2027-10-25T18:30:00.000Z');

    clock.at = new Date('2027-10-25T18:30:00Z'); // midnight IST
    await expect(kit.registrations.create(buildRegistration())).rejects.toMatchObject({
      code: 'SALES_CLOSED',
    });
    await expect(
      kit.tickets.create({ parentRef: parent.ref, fullName: 'Guest', package: 'gold' }),
    ).rejects.toMatchObject({ code: 'SALES_CLOSED' });
  });

  it('sells again when staff move the sales end later, and still lets staff add a registration after the close', async () => {
    await withSalesEnd();
    clock.at = new Date('2027-10-22T00:00:00Z');
    await expect(kit.registrations.create(buildRegistration())).rejects.toMatchObject({
      code: 'SALES_CLOSED',
    });
    const byStaff = await kit.admin.create({ actor: 'admin', body: buildRegistration() });
    expect(await kit.orm.em.fork().findOneOrFail(Registration, byStaff.id)).toMatchObject({
      package: 'gold',
    });

    const draft = structuredClone(await kit.settings.get());
    draft.event.salesEndAt = '2027-10-24T23:59:00+05:30';
    await kit.settings.update(draft, 'test');
    expect(await kit.registrations.create(buildRegistration())).toMatchObject({ paymentStatus: 'pending' });
  });
});
