import { z } from 'zod';
import { registrationPaymentStatus } from '../../common/enums';
import { registrationCreatedPayload } from './registration-created';
import { defineEvent } from '../../common/event-contract';

export const REGISTRATION_UPDATED = 'registration.updated.v1';

/**
 * Staff changed a registration (edit, payment status, soft delete). Carries the registration as it now is, so the
 * door's read model shows the right name and package and stops admitting a deleted or voided registration.
 */
export const registrationUpdatedPayload = registrationCreatedPayload.extend({
  paymentStatus: registrationPaymentStatus,
  deleted: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type RegistrationUpdatedPayload = z.infer<typeof registrationUpdatedPayload>;
export const registrationUpdatedEvent = defineEvent(REGISTRATION_UPDATED, registrationUpdatedPayload);
