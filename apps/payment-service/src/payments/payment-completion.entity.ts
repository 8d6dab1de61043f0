import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * At most one row per registration: the payment that completed it. Inserting it is what decides, once and for
 * all, that payment.completed is emitted for the registration, whichever path (card or staff) gets there first.
 */
@Entity({ tableName: 'payment_completion' })
export class PaymentCompletion {
  [OptionalProps]?: 'completedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  registrationId!: number;

  @Property({ type: 'integer' })
  paymentId!: number;

  @Property({ type: 'timestamptz' })
  completedAt: Date = new Date();
}
