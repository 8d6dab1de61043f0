import { defaultEventSettings } from '@eventdesk/contracts';
import { buildRegistration } from '../../test/factories/registration.factory';
import { seatRows } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from './registration.entity';

describe('a package off sale (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('on-sale');
  });
  afterAll(() => kit.close());
  // The seed settings: silver is not on sale, the other packages are.
  beforeEach(() => kit.reset());

  const heldSilverSeats = async () => (await seatRows(kit.orm, 'silver')).filter((s) => s.registration_id);

  it('is in the seed: silver off sale, gold on sale', () => {
    expect(defaultEventSettings.packages.silver.onSale).toBe(false);
    expect(defaultEventSettings.packages.gold.onSale).toBe(true);
  });

  it('refuses a direct public registration with 409 in the visitor language, and sells the package on sale', async () => {
    await expect(kit.registrations.create(buildRegistration({ package: 'silver' }))).rejects.toMatchObject({
      code: 'PACKAGE_NOT_ON_SALE',
      message: expect.stringMatching(/^Not on sale: /),
    });
    await expect(
      kit.registrations.create(buildRegistration({ package: 'silver', language: 'ta' })),
    ).rejects.toMatchObject({
      code: 'PACKAGE_NOT_ON_SALE',
      message: expect.stringMatching(/^விற்பனையில் இல்லை: /),
    });

    const honest = await kit.registrations.create(buildRegistration({ package: 'gold' }));
    expect(honest).toMatchObject({ package: 'gold', amount: 3600, paymentStatus: 'pending' });
    expect(await kit.orm.em.fork().count(Registration, { package: 'silver' })).toBe(0);
    expect(await heldSilverSeats()).toHaveLength(0);
  });

  it('sells a package again once staff put it back on sale', async () => {
    const draft = structuredClone(await kit.settings.get());
    draft.packages.silver.onSale = true;
    await kit.settings.update(draft, 'test');
    expect(await kit.registrations.create(buildRegistration({ package: 'silver' }))).toMatchObject({
      package: 'silver',
      amount: 2600,
    });
  });

  it('refuses an additional ticket for it in the parent language, and sells one on sale', async () => {
    const parent = await kit.registrations.create(buildRegistration({ package: 'gold', language: 'ta' }));
    await kit.orm.em.fork().nativeUpdate(Registration, { id: parent.id }, { paymentStatus: 'completed' });

    await expect(
      kit.tickets.create({ parentRef: parent.ref, fullName: 'Guest One', package: 'silver' }),
    ).rejects.toMatchObject({
      code: 'PACKAGE_NOT_ON_SALE',
      message: expect.stringMatching(/^விற்பனையில் இல்லை: /),
    });
    expect(await kit.orm.em.fork().count(Registration, { isAdditionalTicket: true })).toBe(0);
    expect(await heldSilverSeats()).toHaveLength(0);

    const honest = await kit.tickets.create({
      parentRef: parent.ref,
      fullName: 'Guest Two',
      package: 'gold',
    });
    expect(honest).toMatchObject({ package: 'gold', amount: 3600 });
  });

  it('lets staff add a registration for a package off sale', async () => {
    const created = await kit.admin.create({
      actor: 'admin',
      body: buildRegistration({ package: 'silver' }),
    });
    expect(await kit.orm.em.fork().findOneOrFail(Registration, created.id)).toMatchObject({
      package: 'silver',
    });
    expect((await heldSilverSeats()).map((s) => s.registration_id)).toEqual([created.id]);
  });
});
