import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { paymentMigrations } from './migrations';
import { Payment } from './payments/payment.entity';

export const PAYMENT_SCHEMA = 'payment';

export function paymentOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: PAYMENT_SCHEMA,
    databaseUrl,
    entities: [Payment, OutboxEvent, ProcessedEvent],
    migrations: paymentMigrations,
  };
}
