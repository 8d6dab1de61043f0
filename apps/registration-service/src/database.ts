import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { registrationMigrations } from './migrations';
import { Registration } from './registrations/registration.entity';
import { EventSettingsRow } from './settings/event-settings.entity';

export const REGISTRATION_SCHEMA = 'registration';

export function registrationOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: REGISTRATION_SCHEMA,
    databaseUrl,
    entities: [Registration, EventSettingsRow, OutboxEvent, ProcessedEvent],
    migrations: registrationMigrations,
  };
}
