import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { ContactDigestItem } from './contact-digests/contact-digest-item.entity';
import { Delivery } from './deliveries/delivery.entity';
import { notificationMigrations } from './migrations';

export const NOTIFICATION_SCHEMA = 'notification';

export function notificationOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: NOTIFICATION_SCHEMA,
    databaseUrl,
    entities: [Delivery, ContactDigestItem, OutboxEvent, ProcessedEvent],
    migrations: notificationMigrations,
  };
}
