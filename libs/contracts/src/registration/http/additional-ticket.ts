import { z } from 'zod';
import { ticketPackages } from '../../common/enums';

/** POST /api/registrations/{parentRef}/additional-ticket (spec public §3, §5). */
export const additionalTicketBody = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, { error: 'validation.name.min' })
    .max(120, { error: 'validation.text.max' }),
  package: z.enum(ticketPackages, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.package.invalid'),
  }),
});
export type AdditionalTicketBody = z.infer<typeof additionalTicketBody>;
export type AdditionalTicketInput = z.input<typeof additionalTicketBody>;
