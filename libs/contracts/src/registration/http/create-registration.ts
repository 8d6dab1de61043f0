import { z } from 'zod';
import {
  language,
  referenceTypes,
  registrationTypes,
  ticketPackage,
  ticketPackages,
  type RegistrationType,
} from '../../common/enums';

// An unknown value is refused with the catalog's message, never replaced: "Business" or "alien" silently stored as
// individual would drop the business name.
const registrationTypeField = z.enum(registrationTypes, { error: 'validation.type.invalid' });

const registrationShape = {
  fullName: z
    .string()
    .trim()
    .min(2, { error: 'validation.fullName.min' })
    .max(120, { error: 'validation.text.max' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'validation.text.max' })
    .pipe(z.email({ error: 'validation.email.invalid' })),
  phone: z
    .string()
    .trim()
    .min(10, { error: 'validation.phone.min' })
    .max(20, { error: 'validation.text.max' })
    .regex(/^\+?[0-9 ()-]+$/, { error: 'validation.phone.invalid' }),
  type: registrationTypeField.default('individual'),
  businessName: z.string().trim().max(200, { error: 'validation.text.max' }).optional().nullable(),
  // The enum's own message is not a catalog key (a refine after it never runs): word missing and unknown here.
  package: z.enum(ticketPackages, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.package.invalid'),
  }),
  // '' is the form's "not chosen"; one enum (not a union) so the error is the catalog key, not zod's "Invalid input".
  referenceType: z
    .enum([...referenceTypes, ''], { error: 'validation.referenceType.invalid' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  referredBy: z.string().trim().max(120, { error: 'validation.text.max' }).optional().nullable(),
  /** Coupon typed by the visitor; the server decides whether it is valid. */
  couponCode: z.string().trim().max(40, { error: 'validation.text.max' }).optional().nullable(),
  /** Sent by the original site when the coupon matched; ignored in favour of couponCode. */
  voucher: z.boolean().optional(),
  language: language.default('en'),
};

type RegistrationShape = z.infer<z.ZodObject<typeof registrationShape>>;

/** Conditional rules of spec public §5, shared by the API body and the web form. */
function checkConditionalFields(
  value: Pick<RegistrationShape, 'businessName' | 'referenceType' | 'referredBy'> & {
    type?: RegistrationType;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.type === 'business' && !value.businessName) {
    ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'validation.businessName.required' });
  }
  if (value.referenceType === 'friend' && !value.referredBy) {
    ctx.addIssue({ code: 'custom', path: ['referredBy'], message: 'validation.referredBy.required' });
  }
}

/** POST /api/registrations */
export const createRegistrationBody = z.object(registrationShape).superRefine(checkConditionalFields);
export type CreateRegistrationBody = z.infer<typeof createRegistrationBody>;
export type CreateRegistrationInput = z.input<typeof createRegistrationBody>;

/**
 * PUT /api/admin/registrations/{id}: the same rules, but a body without `language` or `type` keeps the
 * registration's own (a default here would silently switch a Tamil visitor's messages to English, or turn a
 * business into an individual and drop its business name). A body without `businessName` keeps the stored one.
 */
export const adminUpdateRegistrationBody = z
  .object({ ...registrationShape, type: registrationTypeField.optional(), language: language.optional() })
  .superRefine(checkConditionalFields);
export type AdminUpdateRegistrationBody = z.infer<typeof adminUpdateRegistrationBody>;

/** The public registration form: the API body plus the terms checkbox, which is required but not stored. */
export const registrationFormSchema = z
  .object({
    ...registrationShape,
    acceptTerms: z.boolean().refine((v) => v, { error: 'validation.terms.required' }),
  })
  .superRefine(checkConditionalFields);
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

export const createRegistrationResponse = z.object({
  id: z.number().int().positive(),
  ref: z.string(),
  fullName: z.string(),
  package: ticketPackage,
  amount: z.number().int().positive(),
  voucher: z.boolean(),
  paymentStatus: z.string(),
});
export type CreateRegistrationResponse = z.infer<typeof createRegistrationResponse>;
