import { AuditEntry, OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { paymentMigrations } from './migrations';
import { Order } from './orders/order.entity';
import { PaymentCompletion } from './payments/payment-completion.entity';
import { Payment } from './payments/payment.entity';
import { PaymentProof } from './proofs/payment-proof.entity';
import { SandboxTransaction } from './sandbox/sandbox-transaction.entity';

export const PAYMENT_SCHEMA = 'payment';

export function paymentOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: PAYMENT_SCHEMA,
    databaseUrl,
    entities: [
      Order,
      Payment,
      PaymentCompletion,
      PaymentProof,
      SandboxTransaction,
      OutboxEvent,
      ProcessedEvent,
      AuditEntry,
    ],
    migrations: paymentMigrations,
  };
}
