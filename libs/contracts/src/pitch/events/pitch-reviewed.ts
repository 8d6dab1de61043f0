import { z } from 'zod';
import { language } from '../../common/enums';
import { pitchStatus } from '../http/pitch-options';
import { defineEvent } from '../../common/event-contract';

export const PITCH_REVIEWED = 'pitch.reviewed.v1';

/**
 * Recorded on every review. `previousStatus` lets the consumer tell a decision from a note edit: the applicant
 * hears only about a change to shortlisted, accepted or rejected. Staff notes are not in the payload.
 */
export const pitchReviewedPayload = z.object({
  applicationId: z.number().int(),
  ref: z.string(),
  startupName: z.string(),
  founderName: z.string(),
  email: z.string(),
  language,
  status: pitchStatus,
  previousStatus: pitchStatus,
  /** The reviewer's words for the applicant, if any. */
  applicantMessage: z.string().nullable(),
  reviewedBy: z.string(),
  reviewedAt: z.string(),
});
export type PitchReviewedPayload = z.infer<typeof pitchReviewedPayload>;
export const pitchReviewedEvent = defineEvent(PITCH_REVIEWED, pitchReviewedPayload);
