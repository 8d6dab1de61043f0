import { z } from 'zod';
import {
  language,
  referenceType,
  registrationPaymentStatus,
  registrationType,
  ticketPackage,
} from '../../common/enums';

/** Public references are 128 random bits in base64url (22 characters); ids are never accepted in their place. */
export const publicRef = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'validation.invalid' });

/** GET /api/registrations/{ref} */
export const registrationView = z.object({
  id: z.number().int(),
  ref: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  type: registrationType,
  businessName: z.string().nullable(),
  package: ticketPackage,
  referenceType: referenceType.nullable(),
  referredBy: z.string().nullable(),
  voucher: z.boolean(),
  /** The applied coupon and the full price it replaced (issue 15 item 4); absent or null without one. */
  couponCode: z.string().nullable().optional(),
  listPrice: z.number().int().nullable().optional(),
  amount: z.number().int(),
  paymentStatus: registrationPaymentStatus,
  ticketNumber: z.number().int(),
  isAdditionalTicket: z.boolean(),
  parentRef: z.string().nullable(),
  language,
  registeredAt: z.string(),
});
export type RegistrationView = z.infer<typeof registrationView>;
