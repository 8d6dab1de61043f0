import { z } from 'zod';
import { additionalTicketBody } from '../http/additional-ticket';
import { contactMessageBody } from '../http/contact-message';
import { couponCheckBody } from '../http/coupon-check';
import { createRegistrationBody } from '../http/create-registration';
import { publicRef } from '../http/registration-view';

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
} as const;

export const createRegistrationCommand = createRegistrationBody;
export const getRegistrationByRefQuery = z.object({ ref: publicRef });
export type GetRegistrationByRefQuery = z.infer<typeof getRegistrationByRefQuery>;

export const createAdditionalTicketCommand = additionalTicketBody.extend({ parentRef: publicRef });
export type CreateAdditionalTicketCommand = z.infer<typeof createAdditionalTicketCommand>;

export const checkCouponQuery = couponCheckBody;
export const createContactMessageCommand = contactMessageBody;
