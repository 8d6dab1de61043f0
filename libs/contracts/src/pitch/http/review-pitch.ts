import { z } from 'zod';
import { pitchCategories, pitchStatus, pitchStatuses, turnoverRanges } from './pitch-options';

const optionalNote = z
  .string()
  .trim()
  .max(2000, { error: 'validation.text.max' })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * PATCH /api/admin/pitch-applications/{id}. `notes` stay with staff; `applicantMessage` (optional) goes into
 * the decision e-mail, so internal remarks never reach an applicant by accident.
 */
export const reviewPitchBody = z.object({
  status: pitchStatus,
  notes: optionalNote,
  applicantMessage: optionalNote,
});
export type ReviewPitchBody = z.infer<typeof reviewPitchBody>;
export type ReviewPitchInput = z.input<typeof reviewPitchBody>;

/** A query-string filter: absent or empty means "any". */
const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values).optional());

/** GET /api/admin/pitch-applications: filters and server-side pagination, newest first. */
export const listPitchesQuery = z.object({
  status: filter(pitchStatuses),
  category: filter(pitchCategories),
  turnover: filter(turnoverRanges),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListPitchesQuery = z.infer<typeof listPitchesQuery>;
export type ListPitchesInput = z.input<typeof listPitchesQuery>;
