import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type {
  FollowupStatus,
  Language,
  PaymentMethod,
  ReferenceType,
  RegistrationPaymentStatus,
  RegistrationType,
  TicketPackage,
} from '@eventdesk/contracts';

@Entity({ tableName: 'registration' })
export class Registration {
  [OptionalProps]?:
    | 'businessName'
    | 'referenceType'
    | 'referredBy'
    | 'voucher'
    | 'couponCode'
    | 'listPrice'
    | 'paymentStatus'
    | 'registeredAt'
    | 'deleted'
    | 'attended'
    | 'attendedAt'
    | 'parentRegistrationId'
    | 'ticketNumber'
    | 'isAdditionalTicket'
    | 'language'
    | 'needsReview'
    | 'reviewNote'
    | 'followupStatus'
    | 'followupNotes'
    | 'lastFollowupAt'
    | 'lastFollowupBy'
    | 'paidAmount'
    | 'paymentMethod'
    | 'paidAt'
    | 'deletedAt'
    | 'deletedBy'
    | 'updatedAt'
    | 'lastUpdatedBy'
    | 'phoneKey'
    | 'staffAdded';

  /** Staff see integer ids; visitors only ever see `ref`. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** 128 random bits, base64url: the only handle a public URL carries. */
  @Property({ type: 'text', unique: true })
  ref!: string;

  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  phone!: string;

  /**
   * The phone as E.164 (server-kit `phoneKey`), the key of the hold budget per contact; the e-mail's key
   * (`email_key`) is a generated column, read only by SQL.
   */
  @Property({ type: 'text', nullable: true })
  phoneKey: string | null = null;

  @Property({ type: 'text' })
  type!: RegistrationType;

  @Property({ type: 'text', nullable: true })
  businessName: string | null = null;

  @Property({ type: 'text' })
  package!: TicketPackage;

  @Property({ type: 'text', nullable: true })
  referenceType: ReferenceType | null = null;

  @Property({ type: 'text', nullable: true })
  referredBy: string | null = null;

  @Property({ type: 'boolean' })
  voucher = false;

  /** The applied coupon as typed (trimmed), shown on the payment page; null without one. */
  @Property({ type: 'text', nullable: true })
  couponCode: string | null = null;

  /** The package's full price when a coupon was applied (what `amount` replaced); null without one. */
  @Property({ type: 'integer', nullable: true })
  listPrice: number | null = null;

  /** Whole rupees, computed on the server from the price table and the coupon. */
  @Property({ type: 'integer' })
  amount!: number;

  @Index()
  @Property({ type: 'text' })
  paymentStatus: RegistrationPaymentStatus = 'pending';

  @Property({ type: 'timestamptz' })
  registeredAt: Date = new Date();

  @Property({ type: 'boolean' })
  deleted = false;

  @Property({ type: 'boolean' })
  attended = false;

  @Property({ type: 'timestamptz', nullable: true })
  attendedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  parentRegistrationId: number | null = null;

  @Property({ type: 'integer' })
  ticketNumber = 1;

  @Property({ type: 'boolean' })
  isAdditionalTicket = false;

  /** The visitor's language, so e-mails and messages reach them in it. */
  @Property({ type: 'text' })
  language: Language = 'en';

  /** Set when a payment cannot be matched to a seat (or arrives for a void registration): staff decide. */
  @Property({ type: 'boolean' })
  needsReview = false;

  @Property({ type: 'text', nullable: true })
  reviewNote: string | null = null;

  /** Null until staff follow up; counts as `pending` (spec admin §4). History: FollowupEntry. */
  @Property({ type: 'text', nullable: true })
  followupStatus: FollowupStatus | null = null;

  @Property({ type: 'text', nullable: true })
  followupNotes: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastFollowupAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastFollowupBy: string | null = null;

  /** The completed payment's real figures (from payment.completed), so revenue is what was received. */
  @Property({ type: 'integer', nullable: true })
  paidAmount: number | null = null;

  @Property({ type: 'text', nullable: true })
  paymentMethod: PaymentMethod | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  /** Soft delete (super_admin): `deleted` hides the row from lists and counts; it stays for the audit. */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  deletedBy: string | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  @Property({ type: 'text', nullable: true })
  lastUpdatedBy: string | null = null;

  /** Added by staff (Add Registration): exempt from the hold budget per contact, and not counted in it. */
  @Property({ type: 'boolean' })
  staffAdded = false;
}
