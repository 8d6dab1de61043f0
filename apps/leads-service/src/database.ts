import { AuditEntry, OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { StaffMember } from './callers/staff-member.entity';
import { ImportBatch } from './imports/import-batch.entity';
import { LeadStatusHistory } from './leads/lead-status-history.entity';
import { MetaLead } from './leads/meta-lead.entity';
import { WebhookNotification } from './meta-webhook/webhook-notification.entity';
import { leadsMigrations } from './migrations';

export const LEADS_SCHEMA = 'leads';

export function leadsOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: LEADS_SCHEMA,
    databaseUrl,
    entities: [
      MetaLead,
      LeadStatusHistory,
      ImportBatch,
      StaffMember,
      WebhookNotification,
      AuditEntry,
      OutboxEvent,
      ProcessedEvent,
    ],
    migrations: leadsMigrations,
  };
}
