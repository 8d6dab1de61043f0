import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { PaymentProvider } from '@eventdesk/contracts';
import type { RegistrationSnapshot } from './registration-snapshot';

export const orderStatuses = ['created', 'paid', 'failed', 'aborted'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** One card checkout attempt for a registration; its order id is what the provider knows it by. */
@Entity({ tableName: 'checkout_order' })
export class Order {
  [OptionalProps]?: 'currency' | 'status' | 'trackingId' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** "ED" + 128 random bits in base32: public (it is in the result page's URL), so never guessable. */
  @Property({ type: 'text', unique: true })
  orderId!: string;

  @Index()
  @Property({ type: 'integer' })
  registrationId!: number;

  @Property({ type: 'text' })
  registrationRef!: string;

  @Property({ type: 'text' })
  provider!: PaymentProvider;

  /** Whole rupees, the registration's amount when the order was made. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  currency = 'INR';

  @Property({ type: 'text' })
  status: OrderStatus = 'created';

  @Property({ type: 'json' })
  registration!: RegistrationSnapshot;

  /** The provider's tracking id of the verified result that settled the order. */
  @Property({ type: 'text', nullable: true })
  trackingId: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
