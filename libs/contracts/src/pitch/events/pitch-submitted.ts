import { z } from 'zod';
import { language } from '../../common/enums';

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
