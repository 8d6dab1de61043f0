import type { MikroORM } from '@mikro-orm/postgresql';
import { seedEventSettings, type EventSettings, type TicketPackage } from '@eventdesk/contracts';
import { truncateSchema } from '@eventdesk/testing';
import { REGISTRATION_SCHEMA } from '../src/database';
import type { SettingsService } from '../src/settings/settings.service';

/**
 * Empties the schema and stores the seed settings (with `change` applied) through the service, seats included.
 * The seed's event day is the coming 25 October, so sales are open unless a test moves the clock past it.
 */
export async function resetRegistrationDb(
  orm: MikroORM,
  settings: SettingsService,
  change: (draft: EventSettings) => void = () => undefined,
): Promise<EventSettings> {
  const seed = seedEventSettings(new Date());
  await truncateSchema(orm, REGISTRATION_SCHEMA);
  await orm.em
    .getConnection()
    .execute(`insert into registration.event_settings (id, data, updated_by) values (1, ?::jsonb, 'test')`, [
      JSON.stringify(seed),
    ]);
  const draft = structuredClone(seed);
  change(draft);
  return settings.update(draft, 'test');
}

/** Sets one package's capacity through the settings update (which adds or removes seat rows). */
export async function setCapacity(
  settings: SettingsService,
  pkg: TicketPackage,
  capacity: number,
): Promise<void> {
  const draft = structuredClone(await settings.get());
  draft.packages[pkg].capacity = capacity;
  await settings.update(draft, 'test');
}

/** Lets a registration's seat hold lapse, as if the hold time had passed. */
export async function expireHold(orm: MikroORM, registrationId: number): Promise<void> {
  await orm.em
    .getConnection()
    .execute(
      `update registration.seat set held_until = now() - interval '1 minute' where registration_id = ? and not sold`,
      [registrationId],
    );
}

export interface SeatRow {
  number: number;
  registration_id: number | null;
  held_until: Date | null;
  sold: boolean;
}

export async function seatRows(orm: MikroORM, pkg: TicketPackage): Promise<SeatRow[]> {
  const rows = await orm.em
    .getConnection()
    .execute<Array<Omit<SeatRow, 'held_until'> & { held_until: string | Date | null }>>(
      `select number, registration_id, held_until, sold from registration.seat where package = ? order by number`,
      [pkg],
    );
  return rows.map((row) => ({
    ...row,
    held_until: row.held_until === null ? null : new Date(row.held_until),
  }));
}
