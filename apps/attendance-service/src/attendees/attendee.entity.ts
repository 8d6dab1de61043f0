import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Language, RegistrationPaymentStatus, TicketPackage } from '@eventdesk/contracts';

/**
 * What the door, the stats and the public attendance page need of a registration: a read model fed by
 * registration.created (pending) and payment.completed (paid), never a query into the registration schema.
 */
@Entity({ tableName: 'attendee' })
export class Attendee {
  [OptionalProps]?: 'ticketNumber' | 'amount' | 'language' | 'paymentStatus' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  registrationId!: number;

  @Property({ type: 'text', unique: true })
  ref!: string;

  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  @Property({ type: 'text' })
  package!: TicketPackage;

  @Property({ type: 'integer' })
  ticketNumber = 1;

  @Property({ type: 'integer' })
  amount = 0;

  @Property({ type: 'text' })
  language: Language = 'en';

  @Property({ type: 'text' })
  paymentStatus: RegistrationPaymentStatus = 'pending';

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
