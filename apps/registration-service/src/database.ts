import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { registrationMigrations } from './migrations';
import { Registration } from './registrations/registration.entity';

export const REGISTRATION_SCHEMA = 'registration';

export function registrationOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: REGISTRATION_SCHEMA,
    databaseUrl,
    entities: [Registration, OutboxEvent, ProcessedEvent],
    migrations: registrationMigrations,
  };
}
