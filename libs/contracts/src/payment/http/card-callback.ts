import { z } from 'zod';

/** POST /api/payment/callback: what CCAvenue (and the sandbox) post back, form-encoded. */
export const cardCallbackBody = z.object({
  encResp: z.string().trim().min(1).max(20_000),
  orderNo: z.string().trim().max(64).optional(),
});
export type CardCallbackBody = z.infer<typeof cardCallbackBody>;

/** Where the callback sends the browser (303), built from our verified record only. */
export const cardCallbackResult = z.object({
  location: z.string(),
});
export type CardCallbackResult = z.infer<typeof cardCallbackResult>;
