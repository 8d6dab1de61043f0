import { z } from 'zod';
import { createRegistrationBody } from '../http/create-registration';
import { publicRef } from '../http/registration-view';

/** RPC subjects served by the registration service (NATS, queue group "registration"). */
export const registrationPatterns = {
  create: 'registration.create',
  getByRef: 'registration.get-by-ref',
} as const;

export const createRegistrationCommand = createRegistrationBody;
export const getRegistrationByRefQuery = z.object({ ref: publicRef });
export type GetRegistrationByRefQuery = z.infer<typeof getRegistrationByRefQuery>;
