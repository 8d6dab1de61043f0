import { z } from 'zod';
import {
  followupStatus,
  followupStatuses,
  language,
  referenceType,
  registrationPaymentStatus,
  registrationPaymentStatuses,
  registrationType,
  ticketPackage,
  ticketPackages,
} from '../../../common/enums';
import { paymentMethod } from '../../../payment/events/payment-completed';
import { createRegistrationBody } from '../create-registration';

/** Registrations list page size (spec admin §9). */
export const ADMIN_REGISTRATIONS_PAGE_SIZE = 10;

/** The filters shared by the list, the follow-up view and the export (all applied on the server). */
export const registrationFilters = z.object({
  paymentStatus: z.enum(['all', ...registrationPaymentStatuses]).default('all'),
  /** `pending` also matches registrations that never had a follow-up (spec admin §4). */
  followupStatus: z.enum(['all', ...followupStatuses]).default('all'),
  package: z.enum(['all', ...ticketPackages]).default('all'),
  /** Name, e-mail, phone (with or without +91 and spaces) or business name; Tamil matches as typed. */
  search: z.string().trim().max(100).default(''),
});
export type RegistrationFilters = z.infer<typeof registrationFilters>;

/** GET /api/admin/registrations */
export const adminRegistrationListQuery = registrationFilters.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_REGISTRATIONS_PAGE_SIZE),
});
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListQuery>;

/** One registration as staff see it: every column of spec admin §2 plus what the row actions need. */
export const adminRegistrationRow = z.object({
  id: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  type: registrationType,
  businessName: z.string().nullable(),
  package: ticketPackage,
  amount: z.number().int(),
  referenceType: referenceType.nullable(),
  referredBy: z.string().nullable(),
  language,
  paymentStatus: registrationPaymentStatus,
  registeredAt: z.string(),
  /** Null when nobody followed up yet; it counts as `pending`. */
  followupStatus: followupStatus.nullable(),
  followupNotes: z.string().nullable(),
  lastFollowupAt: z.string().nullable(),
  lastFollowupBy: z.string().nullable(),
  /** From the completed payment: the real amount received and how. */
  paidAmount: z.number().int().nullable(),
  paymentMethod: paymentMethod.nullable(),
  paidAt: z.string().nullable(),
  ticketNumber: z.number().int(),
  isAdditionalTicket: z.boolean(),
  parentRegistrationId: z.number().int().nullable(),
  /** The registration an additional ticket was bought with, so the list can say whose ticket it is. */
  parentRef: z.string().nullable(),
  parentFullName: z.string().nullable(),
  needsReview: z.boolean(),
  reviewNote: z.string().nullable(),
  updatedAt: z.string(),
  lastUpdatedBy: z.string().nullable(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRow>;

export const adminRegistrationPage = z.object({
  items: z.array(adminRegistrationRow),
  /** Rows matching the filters (soft-deleted ones never count). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminRegistrationPage = z.infer<typeof adminRegistrationPage>;

/**
 * POST /api/admin/registrations and PUT /api/admin/registrations/{id}: the public rules (spec admin §5); the amount
 * comes from the price table and the coupon. An admin-created registration takes a seat like any other.
 */
export const adminRegistrationBody = createRegistrationBody;
export type AdminRegistrationBody = z.infer<typeof adminRegistrationBody>;
export type AdminRegistrationInput = z.input<typeof adminRegistrationBody>;

export const adminRegistrationCreated = z.object({ id: z.number().int(), ref: z.string() });
export type AdminRegistrationCreated = z.infer<typeof adminRegistrationCreated>;

/** PATCH /api/admin/registrations/{id}/payment-status: staff may set void / prospect / pending; completed only through a payment. */
export const staffSettablePaymentStatuses = ['pending', 'prospect', 'void'] as const;
export const setPaymentStatusBody = z.object({
  status: z.enum(staffSettablePaymentStatuses, { error: 'Choose pending, prospect or void' }),
  note: z.string().trim().max(500).optional(),
});
export type SetPaymentStatusBody = z.infer<typeof setPaymentStatusBody>;

/** POST /api/admin/send-email/{id} and POST /api/admin/send-whatsapp/{id}: queued for the notification workers. */
export const messageQueuedResponse = z.object({ message: z.string(), eventId: z.string() });
export type MessageQueuedResponse = z.infer<typeof messageQueuedResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
