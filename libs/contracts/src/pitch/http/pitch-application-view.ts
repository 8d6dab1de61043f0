import { z } from 'zod';
import { language } from '../../common/enums';
import { pitchTeamMember } from './pitch-application-form';
import {
  customerStates,
  founderCounts,
  pitchCategories,
  pitchStatus,
  startupAges,
  turnoverRanges,
} from './pitch-options';

/** What staff see about the stored document; the bytes come from the download route. */
export const pitchDocumentMeta = z.object({
  fileName: z.string(),
  /** Detected from the bytes, never the browser's claim. */
  mimeType: z.string(),
  size: z.number().int(),
});
export type PitchDocumentMeta = z.infer<typeof pitchDocumentMeta>;

/** One row of GET /api/admin/pitch-applications. */
export const pitchListItem = z.object({
  id: z.number().int(),
  ref: z.string(),
  startupName: z.string(),
  founderName: z.string(),
  email: z.string(),
  phone: z.string(),
  businessCategory: z.enum(pitchCategories),
  startupAge: z.enum(startupAges),
  totalFounders: z.enum(founderCounts),
  hasCustomers: z.enum(customerStates),
  turnover: z.enum(turnoverRanges),
  fundingAmount: z.string(),
  status: pitchStatus,
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  hasDocument: z.boolean(),
});
export type PitchListItem = z.infer<typeof pitchListItem>;

export const pitchListResponse = z.object({
  items: z.array(pitchListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PitchListResponse = z.infer<typeof pitchListResponse>;

/** GET /api/admin/pitch-applications/{id} */
export const pitchApplicationView = pitchListItem.extend({
  teamMembers: z.array(pitchTeamMember),
  pitchDescription: z.string(),
  problemSolving: z.string(),
  targetMarket: z.string(),
  language,
  reviewedBy: z.string().nullable(),
  /** Staff only. */
  notes: z.string().nullable(),
  /** Sent to the applicant with the decision e-mail. */
  applicantMessage: z.string().nullable(),
  document: pitchDocumentMeta.nullable(),
});
export type PitchApplicationView = z.infer<typeof pitchApplicationView>;
