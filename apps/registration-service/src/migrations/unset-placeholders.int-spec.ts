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

describe('Migration20261128090000: old placeholders become unset (real PostgreSQL)', () => {
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

  async function migrate(): Promise<EventSettings> {
    const migration = new Migration20261128090000(orm.em.getDriver(), orm.config);
    await migration.up();
    for (const query of migration.getQueries()) {
      await orm.em.getConnection().execute(query);
    }
    const row = await orm.em.fork().findOneOrFail(EventSettingsRow, 1);
    return eventSettings.parse(row.data);
  }

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
