import { OutboxEvent } from '@eventdesk/server-kit';
import { buildRegistration } from '../../test/factories/registration.factory';
import { seatRows, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from './registration.entity';

describe('additional tickets (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('additional-tickets');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const paidParent = async () => {
    const parent = await kit.registrations.create(
      buildRegistration({
        package: 'diamond',
        type: 'business',
        businessName: 'Kovai Looms',
        email: 'parent@example.com',
        phone: '+91 98430 12345',
        language: 'ta',
      }),
    );
    await kit.orm.em.fork().nativeUpdate(Registration, { id: parent.id }, { paymentStatus: 'completed' });
    return parent;
  };

  it('says not found for an unknown parent and "Payment Not Completed" for an unpaid one', async () => {
    await expect(
      kit.tickets.create({ parentRef: 'AAAAAAAAAAAAAAAAAAAAAA', fullName: 'Guest One', package: 'gold' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Registration not found' });
    const unpaid = await kit.registrations.create(buildRegistration());
    await expect(
      kit.tickets.create({ parentRef: unpaid.ref, fullName: 'Guest One', package: 'gold' }),
    ).rejects.toMatchObject({ code: 'REGISTRATION_NOT_PAID', message: 'Payment Not Completed' });
    expect(await kit.orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(0);
  });

  it('creates a linked, numbered ticket with its own ref, seat, price and event', async () => {
    const parent = await paidParent();
    const created = await kit.tickets.create({
      parentRef: parent.ref,
      fullName: 'Guest One',
      package: 'vip',
    });
    expect(created).toMatchObject({
      fullName: 'Guest One',
      package: 'vip',
      amount: 7200,
      paymentStatus: 'pending',
    });
    expect(created.ref).not.toBe(parent.ref);

    const row = await kit.orm.em.fork().findOneOrFail(Registration, created.id);
    expect(row).toMatchObject({
      parentRegistrationId: parent.id,
      isAdditionalTicket: true,
      ticketNumber: 2,
      email: 'parent@example.com',
      phone: '+91 98430 12345',
      type: 'business',
      businessName: 'Kovai Looms',
      language: 'ta',
      voucher: false,
    });
    expect(
      (await seatRows(kit.orm, 'vip')).filter((seat) => seat.registration_id === created.id),
    ).toHaveLength(1);
    const events = await kit.orm.em.fork().find(OutboxEvent, { name: 'registration.created.v1' });
    expect(events.map((e) => (e.payload as { ref: string }).ref)).toContain(created.ref);
    await expect(kit.registrations.getByRef(created.ref)).resolves.toMatchObject({
      parentRef: parent.ref,
      ticketNumber: 2,
      isAdditionalTicket: true,
    });
  });

  it('numbers concurrent tickets of one group without gaps or repeats, also when bought from a ticket', async () => {
    const parent = await paidParent();
    const made = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) =>
        kit.tickets.create({ parentRef: parent.ref, fullName: `Guest ${n}`, package: 'gold' }),
      ),
    );
    const numbers = await kit.orm.em
      .fork()
      .find(Registration, { id: { $in: made.map((m) => m.id) } }, { fields: ['ticketNumber'] });
    expect(numbers.map((n) => n.ticketNumber).sort()).toEqual([2, 3, 4, 5]);

    const first = made[0];
    await kit.orm.em.fork().nativeUpdate(Registration, { id: first?.id }, { paymentStatus: 'completed' });
    const fromTicket = await kit.tickets.create({
      parentRef: first?.ref ?? '',
      fullName: 'Guest E',
      package: 'gold',
    });
    expect(await kit.orm.em.fork().findOneOrFail(Registration, fromTicket.id)).toMatchObject({
      parentRegistrationId: parent.id,
      ticketNumber: 6,
      amount: 3600,
    });
  });

  it('answers SOLD_OUT in the parent language when the package has no seat left', async () => {
    const parent = await paidParent();
    await setCapacity(kit.settings, 'vip', 0);
    await expect(
      kit.tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'vip' }),
    ).rejects.toMatchObject({ code: 'SOLD_OUT', message: expect.stringMatching(/^விற்றுத் தீர்ந்தது/) });
  });
});
