import type { MikroORM } from '@mikro-orm/postgresql';
import {
  defaultEventSettings,
  eventSettings,
  legacyPlaceholders,
  type EventSettings,
} from '@eventdesk/contracts';
import { createTestOrm } from '@eventdesk/testing';
import { registrationOrmConfig } from '../database';
import { EventSettingsRow } from '../settings/event-settings.entity';
import { Migration20261128090000 } from './Migration20261128090000';
import { Migration20261203090000 } from './Migration20261203090000';

let orm: MikroORM;
let saved: unknown;

beforeAll(async () => {
  orm = await createTestOrm(registrationOrmConfig);
  saved = (await orm.em.fork().findOneOrFail(EventSettingsRow, 1)).data;
});
afterAll(async () => {
  await orm.em.fork().nativeUpdate(EventSettingsRow, { id: 1 }, { data: saved });
  await orm.close();
});

async function store(data: EventSettings): Promise<void> {
  await orm.em.fork().nativeUpdate(EventSettingsRow, { id: 1 }, { data });
}

/** Runs one migration's `up` on the stored settings row and reads the row back. */
async function runOn(
  MigrationClass: typeof Migration20261128090000 | typeof Migration20261203090000,
): Promise<EventSettings> {
  const migration = new MigrationClass(orm.em.getDriver(), orm.config);
  await migration.up();
  for (const query of migration.getQueries()) {
    await orm.em.getConnection().execute(query);
  }
  const row = await orm.em.fork().findOneOrFail(EventSettingsRow, 1);
  return eventSettings.parse(row.data);
}

describe('Migration20261128090000: old placeholders become unset (real PostgreSQL)', () => {
  const migrate = () => runOn(Migration20261128090000);

  it('unsets every value still equal to its old placeholder', async () => {
    const old = structuredClone(defaultEventSettings);
    old.payment = { ...old.payment, ...legacyPlaceholders, accountName: 'Business Club Events' };
    old.contact.email = legacyPlaceholders.email;
    await store(old);

    const migrated = await migrate();
    expect(migrated.payment).toMatchObject({
      accountNumber: '',
      ifsc: '',
      bankName: '',
      upiId: '',
      accountName: 'Business Club Events',
    });
    expect(migrated.contact.email).toBe('');
  });

  it('keeps the values staff set', async () => {
    const real = structuredClone(defaultEventSettings);
    real.payment = {
      ...real.payment,
      accountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      upiId: legacyPlaceholders.upiId,
    };
    real.contact.email = 'hello@club.in';
    await store(real);

    const migrated = await migrate();
    expect(migrated.payment).toMatchObject({
      accountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      upiId: '',
    });
    expect(migrated.contact.email).toBe('hello@club.in');
  });
});

describe('Migration20261203090000: the old dummy phone and WhatsApp number become unset (real PostgreSQL)', () => {
  const migrate = () => runOn(Migration20261203090000);

  it('unsets the WhatsApp number and drops the dummy phone, keeping the other phones in order', async () => {
    const old = structuredClone(defaultEventSettings);
    old.contact.phones = ['+91 98430 11111', legacyPlaceholders.phone, '+91 98430 22222'];
    old.contact.whatsappNumber = legacyPlaceholders.whatsappNumber;
    old.contact.email = 'hello@club.in';
    await store(old);

    const migrated = await migrate();
    expect(migrated.contact).toMatchObject({
      phones: ['+91 98430 11111', '+91 98430 22222'],
      whatsappNumber: '',
      email: 'hello@club.in',
    });
  });

  it('leaves an empty list when the dummy was the only phone (the old seed)', async () => {
    const old = structuredClone(defaultEventSettings);
    old.contact.phones = [legacyPlaceholders.phone];
    old.contact.whatsappNumber = legacyPlaceholders.whatsappNumber;
    await store(old);

    const migrated = await migrate();
    expect(migrated.contact.phones).toEqual([]);
    expect(migrated.contact.whatsappNumber).toBe('');
  });

  it('keeps the values staff set, and running twice changes nothing more', async () => {
    const real = structuredClone(defaultEventSettings);
    real.contact.phones = ['+91 98430 11111'];
    real.contact.whatsappNumber = '919843011111';
    await store(real);

    await migrate();
    const migrated = await migrate();
    expect(migrated.contact.phones).toEqual(['+91 98430 11111']);
    expect(migrated.contact.whatsappNumber).toBe('919843011111');
  });
});
