import { z } from 'zod';
import { ticketPackages } from '../../common/enums';

/** POST /api/coupons/check: the visitor's Apply button. Codes are matched trimmed and case-insensitive. */
export const couponCheckBody = z.object({
  code: z.string().trim().min(1, { error: 'validation.required' }).max(40, { error: 'validation.text.max' }),
  package: z.enum(ticketPackages, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.package.invalid'),
  }),
});
export type CouponCheckBody = z.infer<typeof couponCheckBody>;

/** `price` is what the package costs with this code when valid, and without it otherwise (whole rupees). */
export const couponCheckResponse = z.object({
  valid: z.boolean(),
  price: z.number().int().positive(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponse>;
