import { AuditEntry, OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { ContactMessage } from './contact-messages/contact-message.entity';
import { FollowupEntry } from './followups/followup-entry.entity';
import { registrationMigrations } from './migrations';
import { PitchApplication } from './pitches/pitch-application.entity';
import { PitchDocument } from './pitches/pitch-document.entity';
import { Registration } from './registrations/registration.entity';
import { EventSettingsRow } from './settings/event-settings.entity';

export const REGISTRATION_SCHEMA = 'registration';

export function registrationOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: REGISTRATION_SCHEMA,
    databaseUrl,
    entities: [
      Registration,
      EventSettingsRow,
      OutboxEvent,
      ProcessedEvent,
      ContactMessage,
      PitchApplication,
      PitchDocument,
      FollowupEntry,
      AuditEntry,
    ],
    migrations: registrationMigrations,
  };
}
