import { AuditEntry, OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { StaffUser } from './identity/staff-user.entity';
import { identityMigrations } from './migrations';

/** The gateway owns staff identities; everything else lives in the services' schemas. */
export const IDENTITY_SCHEMA = 'identity';

export function identityOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: IDENTITY_SCHEMA,
    databaseUrl,
    entities: [StaffUser, AuditEntry, OutboxEvent, ProcessedEvent],
    migrations: identityMigrations,
  };
}
