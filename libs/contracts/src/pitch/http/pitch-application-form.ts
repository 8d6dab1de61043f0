import { z } from 'zod';
import { language } from '../../common/enums';
import {
  customerStates,
  founderCounts,
  PITCH_MAX_TEAM_MEMBERS,
  PITCH_TEXT_MINIMUMS,
  pitchCategories,
  startupAges,
  turnoverRanges,
} from './pitch-options';

const text = (min: number, minKey: string, max: number) =>
  z.string({ error: minKey }).trim().min(min, { error: minKey }).max(max, { error: 'validation.text.max' });

/** A select: empty or missing says "required" (spec §5: min 1), anything off the list is refused. */
const choice = <T extends readonly [string, ...string[]]>(values: T, requiredKey: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? requiredKey : 'validation.pitch.option.invalid',
  });

export const pitchTeamMember = z.object({
  name: text(2, 'validation.name.min', 120),
  role: text(2, 'validation.pitch.teamMember.role.min', 120),
  experience: text(1, 'validation.pitch.teamMember.experience.required', 200),
});
export type PitchTeamMember = z.infer<typeof pitchTeamMember>;

export const pitchTeamMembers = z
  .array(pitchTeamMember)
  .max(PITCH_MAX_TEAM_MEMBERS, { error: 'validation.pitch.teamMembers.max' });

const pitchApplicationShape = {
  startupName: text(2, 'validation.pitch.startupName.min', 120),
  founderName: text(2, 'validation.pitch.founderName.min', 120),
  email: z
    .string({ error: 'validation.pitch.email.invalid' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'validation.text.max' })
    .pipe(z.email({ error: 'validation.pitch.email.invalid' })),
  phone: z
    .string({ error: 'validation.phone.min' })
    .trim()
    .min(10, { error: 'validation.phone.min' })
    .max(20, { error: 'validation.text.max' })
    .regex(/^\+?[0-9 ()-]+$/, { error: 'validation.phone.invalid' }),
  businessCategory: choice(pitchCategories, 'validation.pitch.businessCategory.required'),
  startupAge: choice(startupAges, 'validation.pitch.startupAge.required'),
  totalFounders: choice(founderCounts, 'validation.pitch.totalFounders.required'),
  teamMembers: pitchTeamMembers,
  hasCustomers: choice(customerStates, 'validation.pitch.hasCustomers.required'),
  turnover: choice(turnoverRanges, 'validation.pitch.turnover.required'),
  pitchDescription: text(PITCH_TEXT_MINIMUMS.pitchDescription, 'validation.pitch.pitchDescription.min', 5000),
  problemSolving: text(PITCH_TEXT_MINIMUMS.problemSolving, 'validation.pitch.problemSolving.min', 3000),
  targetMarket: text(PITCH_TEXT_MINIMUMS.targetMarket, 'validation.pitch.targetMarket.min', 2000),
  /** Free text (e.g. "50 lakhs"): the spec gives no list. */
  fundingAmount: text(1, 'validation.pitch.fundingAmount.required', 100),
};

/**
 * The pitch form of spec public §3/§5: the web form validates with it (zodResolver) and the registration
 * service parses the same schema before storing, so both refuse the same input with the same catalog keys.
 */
export const pitchApplicationForm = z.object(pitchApplicationShape);
export type PitchApplicationForm = z.infer<typeof pitchApplicationForm>;
export type PitchApplicationFormValues = z.input<typeof pitchApplicationForm>;

/** Multipart sends every field as text; teamMembers is JSON text, a bad one is refused as invalid. */
function parseJsonText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (value === undefined || value === '') {
    return [];
  }
  if (typeof value !== 'string') {
    return value;
  }
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: value });
    return z.NEVER;
  }
}

/** POST /api/pitch-applications (multipart/form-data; the optional file part is `pitchFile`). */
export const pitchApplicationMultipartBody = z.object({
  ...pitchApplicationShape,
  teamMembers: z.preprocess(parseJsonText, pitchTeamMembers),
  language: language.default('en'),
});
export type PitchApplicationMultipartBody = z.infer<typeof pitchApplicationMultipartBody>;

export const submitPitchResponse = z.object({
  ref: z.string(),
  status: z.literal('pending'),
  submittedAt: z.string(),
});
export type SubmitPitchResponse = z.infer<typeof submitPitchResponse>;
