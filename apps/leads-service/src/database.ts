import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { MetaLead } from './leads/meta-lead.entity';
import { leadsMigrations } from './migrations';

export const LEADS_SCHEMA = 'leads';

export function leadsOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: LEADS_SCHEMA,
    databaseUrl,
    entities: [MetaLead, OutboxEvent, ProcessedEvent],
    migrations: leadsMigrations,
  };
}
