import { z } from 'zod';

/** Ticket packages. Silver exists for additional tickets and admin entry; the landing page sells gold, diamond, vip. */
export const ticketPackages = ['silver', 'gold', 'diamond', 'vip'] as const;
export const ticketPackage = z.enum(ticketPackages);
export type TicketPackage = z.infer<typeof ticketPackage>;

export const registrationTypes = ['business', 'individual'] as const;
export const registrationType = z.enum(registrationTypes);
export type RegistrationType = z.infer<typeof registrationType>;

export const referenceTypes = ['facebook', 'instagram', 'friend', 'newspaper', 'roadshow'] as const;
export const referenceType = z.enum(referenceTypes);
export type ReferenceType = z.infer<typeof referenceType>;

/** Payment status as the registration shows it (spec admin §3); privilege_guest is a complimentary ticket. */
export const registrationPaymentStatuses = [
  'pending',
  'prospect',
  'completed',
  'void',
  'privilege_guest',
] as const;
export const registrationPaymentStatus = z.enum(registrationPaymentStatuses);
export type RegistrationPaymentStatus = z.infer<typeof registrationPaymentStatus>;

/** Status of one payment row (spec public §3). */
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded', 'void', 'prospect'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const followupStatuses = [
  'pending',
  'completed',
  'not_interested',
  'will_do_later',
  'need_to_follow_up',
  'wrong_number',
] as const;
export const followupStatus = z.enum(followupStatuses);
export type FollowupStatus = z.infer<typeof followupStatus>;

export const leadStatuses = [
  'pending',
  'interested',
  'not_interested',
  'wrong_number',
  'followup',
  'void',
  'payment_done',
] as const;
export const leadStatus = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatus>;

/** Staff roles, least to most privileged. lead_manager is the spec's "sm-lead". */
export const staffRoles = ['user', 'lead_manager', 'admin', 'super_admin'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const languages = ['en', 'ta'] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;
