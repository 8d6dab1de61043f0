import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentMethod, PaymentStatus } from '@eventdesk/contracts';
import type { RegistrationSnapshot } from '../orders/registration-snapshot';

/**
 * One payment for a registration (spec public §3): a card result from the provider (one row per verified
 * response, so failures are kept too), or the bank/UPI payment that receipts are attached to.
 */
@Entity({ tableName: 'payment' })
export class Payment {
  [OptionalProps]?:
    | 'paymentMethod'
    | 'transactionId'
    | 'paymentReference'
    | 'paymentDate'
    | 'status'
    | 'createdAt'
    | 'updatedAt'
    | 'orderId'
    | 'provider'
    | 'providerStatus'
    | 'paymentMode'
    | 'currency'
    | 'transDate'
    | 'billingName'
    | 'billingEmail'
    | 'billingTel'
    | 'confirmedBy'
    | 'note';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'integer' })
  registrationId!: number;

  @Property({ type: 'text' })
  registrationRef!: string;

  /** Whole rupees. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text', nullable: true })
  paymentMethod: PaymentMethod | null = null;

  /** The provider's tracking id, or the UTR a staff member confirmed; unique, so a replay records nothing. */
  @Property({ type: 'text', nullable: true, unique: true })
  transactionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentReference: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paymentDate: Date | null = null;

  @Property({ type: 'text' })
  status: PaymentStatus = 'pending';

  /** The checkout order a card result belongs to (the table's id, not the public order id). */
  @Property({ type: 'integer', nullable: true })
  orderId: number | null = null;

  @Property({ type: 'text', nullable: true })
  provider: string | null = null;

  /** Success | Failure | Aborted, as verified. */
  @Property({ type: 'text', nullable: true })
  providerStatus: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentMode: string | null = null;

  @Property({ type: 'text' })
  currency = 'INR';

  @Property({ type: 'text', nullable: true })
  transDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  billingName: string | null = null;

  @Property({ type: 'text', nullable: true })
  billingEmail: string | null = null;

  @Property({ type: 'text', nullable: true })
  billingTel: string | null = null;

  @Property({ type: 'json' })
  registration!: RegistrationSnapshot;

  /** Staff username for a staff confirmation; null for a verified provider result. */
  @Property({ type: 'text', nullable: true })
  confirmedBy: string | null = null;

  /** A payment staff recorded by hand: who referred or collected it (the spec's `referd_name`). */
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
