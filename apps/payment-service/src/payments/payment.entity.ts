import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentStatus } from '@eventdesk/contracts';

/** One payment attempt or record for a registration (spec public §3). */
@Entity({ tableName: 'payment' })
export class Payment {
  [OptionalProps]?:
    'paymentMethod' | 'transactionId' | 'paymentReference' | 'paymentDate' | 'status' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @Property({ type: 'integer' })
  registrationId!: number;

  /** Whole rupees. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text', nullable: true })
  paymentMethod: string | null = null;

  /** The provider's transaction id; unique, so a replayed callback cannot record a second payment. */
  @Property({ type: 'text', nullable: true, unique: true })
  transactionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  paymentReference: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paymentDate: Date | null = null;

  @Property({ type: 'text' })
  status: PaymentStatus = 'pending';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
