import { z } from 'zod';
import { language } from '../../common/enums';
import { defineEvent } from '../../common/event-contract';

export const PITCH_SUBMITTED = 'pitch.submitted.v1';

/** What the acknowledgement e-mail needs, so the consumer never reads the registration schema. */
export const pitchSubmittedPayload = z.object({
  applicationId: z.number().int(),
  ref: z.string(),
  startupName: z.string(),
  founderName: z.string(),
  email: z.string(),
  language,
  hasDocument: z.boolean(),
  submittedAt: z.string(),
});
export type PitchSubmittedPayload = z.infer<typeof pitchSubmittedPayload>;
export const pitchSubmittedEvent = defineEvent(PITCH_SUBMITTED, pitchSubmittedPayload);
