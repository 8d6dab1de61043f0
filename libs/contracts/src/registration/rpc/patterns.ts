import { z } from 'zod';
import { additionalTicketBody } from '../http/additional-ticket';
import { contactMessageBody } from '../http/contact-message';
import { couponCheckBody } from '../http/coupon-check';
import { createRegistrationBody } from '../http/create-registration';
import { adminUpdateRegistrationBody } from '../http/create-registration';
import { publicRef } from '../http/registration-view';
import {
  adminRegistrationBody,
  registrationFilters,
  setPaymentStatusBody,
} from '../http/admin/admin-registrations';
import { exportRegistrationRow } from '../http/admin/export';
import { followupUpdateBody } from '../http/admin/followups';
import { releaseHoldsBody } from '../http/admin/seat-holds';
import { contactMessageListQuery, markContactMessageBody } from '../http/admin/contact-messages';
import { registrationMessageKind } from '../events/message-requested';
import { withIdempotencyKey } from '../../common/idempotency';

/** RPC subjects served by the registration service (NATS, queue group "registration"). */
export const registrationPatterns = {
  create: 'registration.create',
  getByRef: 'registration.get-by-ref',
  createAdditionalTicket: 'registration.create-additional-ticket',
  /** Payment service → registration: keep the seat for the bank/UPI deadline (see extend-hold.ts). */
  extendHold: 'registration.extend-hold',
  seats: 'registration.seats',
  checkCoupon: 'registration.check-coupon',
  createContactMessage: 'registration.create-contact-message',
  /** A visitor asks for their ticket e-mail again (see ticket-resend.ts). */
  resendTicket: 'registration.resend-ticket',
  /** Notification service → registration: a reminder's facts (see reminder-facts.ts). */
  reminderFacts: 'registration.reminder-facts',
  // Staff (admin spec §2, §7): every command carries the acting staff username as `actor`.
  adminList: 'registration.admin.list',
  adminGet: 'registration.admin.get',
  adminCreate: 'registration.admin.create',
  adminUpdate: 'registration.admin.update',
  adminDelete: 'registration.admin.delete',
  setPaymentStatus: 'registration.admin.set-payment-status',
  updateFollowup: 'registration.admin.update-followup',
  followupHistory: 'registration.admin.followup-history',
  followupSummary: 'registration.admin.followup-summary',
  bulkFixFollowups: 'registration.admin.bulk-fix-followups',
  requestMessage: 'registration.admin.request-message',
  dashboard: 'registration.admin.dashboard',
  analytics: 'registration.admin.analytics',
  exportPage: 'registration.admin.export-page',
  /** Held-but-unpaid seats per package (issue 12 §1), and releasing chosen holds. */
  seatHolds: 'registration.admin.seat-holds',
  releaseHolds: 'registration.admin.release-holds',
  /** The staff inbox of /home contact messages, and marking one handled (or undoing it). */
  listContactMessages: 'registration.admin.list-contact-messages',
  markContactMessage: 'registration.admin.mark-contact-message',
} as const;

/** The visitor's form, and the client's Idempotency-Key: a retried submission gets the first answer. */
export const createRegistrationCommand = createRegistrationBody.and(withIdempotencyKey);
export type CreateRegistrationCommand = z.infer<typeof createRegistrationCommand>;
export const getRegistrationByRefQuery = z.object({ ref: publicRef });
export type GetRegistrationByRefQuery = z.infer<typeof getRegistrationByRefQuery>;

export const createAdditionalTicketCommand = additionalTicketBody.extend({
  parentRef: publicRef,
  ...withIdempotencyKey.shape,
});
export type CreateAdditionalTicketCommand = z.infer<typeof createAdditionalTicketCommand>;

export const checkCouponQuery = couponCheckBody;
export const createContactMessageCommand = contactMessageBody;

/** Staff commands name who acted; the service writes it to the audit log in the same transaction. */
export const staffActor = z.object({ actor: z.string().min(1).max(64) });
export const registrationIdQuery = z.object({ id: z.number().int().positive() });
export type RegistrationIdQuery = z.infer<typeof registrationIdQuery>;

export const adminCreateRegistrationCommand = staffActor.extend({ body: adminRegistrationBody });
export type AdminCreateRegistrationCommand = z.infer<typeof adminCreateRegistrationCommand>;
export const adminUpdateRegistrationCommand = staffActor.extend({
  id: z.number().int().positive(),
  body: adminUpdateRegistrationBody,
});
export type AdminUpdateRegistrationCommand = z.infer<typeof adminUpdateRegistrationCommand>;
export const adminDeleteRegistrationCommand = staffActor.extend({ id: z.number().int().positive() });
export type AdminDeleteRegistrationCommand = z.infer<typeof adminDeleteRegistrationCommand>;
export const setPaymentStatusCommand = setPaymentStatusBody.extend({
  id: z.number().int().positive(),
  actor: z.string().min(1),
});
export type SetPaymentStatusCommand = z.infer<typeof setPaymentStatusCommand>;
export const updateFollowupCommand = followupUpdateBody.extend({
  id: z.number().int().positive(),
  actor: z.string().min(1),
});
export type UpdateFollowupCommand = z.infer<typeof updateFollowupCommand>;
export const bulkFixFollowupsCommand = staffActor;
export type BulkFixFollowupsCommand = z.infer<typeof bulkFixFollowupsCommand>;
export const requestMessageCommand = staffActor.extend({
  id: z.number().int().positive(),
  kind: registrationMessageKind,
});
export type RequestMessageCommand = z.infer<typeof requestMessageCommand>;

export const releaseHoldsCommand = staffActor.extend({ body: releaseHoldsBody });
export type ReleaseHoldsCommand = z.infer<typeof releaseHoldsCommand>;

export const listContactMessagesQuery = contactMessageListQuery;
export const markContactMessageCommand = staffActor.extend({
  id: z.number().int().positive(),
  ...markContactMessageBody.shape,
});
export type MarkContactMessageCommand = z.infer<typeof markContactMessageCommand>;

/** The export streams page by page over NATS (a message is limited to 1 MB): newest first, below `beforeId`. */
export const EXPORT_PAGE_SIZE = 2000;
export const exportPageQuery = registrationFilters.extend({
  beforeId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(EXPORT_PAGE_SIZE).default(EXPORT_PAGE_SIZE),
});
export type ExportPageQuery = z.infer<typeof exportPageQuery>;
/**
 * A page may hold fewer than `limit` rows: the service stops below the NATS message limit (rows with long Tamil
 * notes are several kB). `hasMore` says whether to ask again below the last id.
 */
export const exportPage = z.object({ rows: z.array(exportRegistrationRow), hasMore: z.boolean() });
export type ExportPage = z.infer<typeof exportPage>;
