import { z } from 'zod';
import { language } from '../../common/enums';

/** The programmes a visitor can ask about on the /home contact form (the five programme pages). */
export const contactProgrammes = [
  'miracle',
  'vairagiya',
  'mission_millionaire',
  'personal_mentor',
  'dream_to_desire',
] as const;
export const contactProgramme = z.enum(contactProgrammes, { error: 'validation.programme.invalid' });
export type ContactProgramme = z.infer<typeof contactProgramme>;

/** POST /api/contact-messages: stored for staff to read and answer. */
export const contactMessageBody = z.object({
  name: z.string().trim().min(2, { error: 'validation.name.min' }).max(120, { error: 'validation.text.max' }),
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
  programme: contactProgramme,
  message: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(2000, { error: 'validation.text.max' }),
  language: language.default('en'),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
export type ContactMessageInput = z.input<typeof contactMessageBody>;

export const contactMessageResponse = z.object({ id: z.number().int().positive(), receivedAt: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;
