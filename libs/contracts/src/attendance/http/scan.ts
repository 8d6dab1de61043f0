import { z } from 'zod';
import { registrationPaymentStatus, ticketPackage } from '../../common/enums';

/**
 * A QR token as the scanner reads it; checked for its signature by the attendance service. The length cap keeps a
 * pasted novel out of the hash and the logs.
 */
export const qrToken = z.string().trim().min(1, { error: 'validation.required' }).max(200);

/** A client-made id for one scan; a retried request with the same nonce is the same scan, not a second one. */
export const scanNonce = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalid' });

/** POST /api/attendance/scan */
export const scanBody = z.object({ qrToken, nonce: scanNonce.optional() });
export type ScanBody = z.infer<typeof scanBody>;

export const scannedRegistration = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  package: ticketPackage,
  ticketNumber: z.number().int(),
  paymentStatus: registrationPaymentStatus,
  attendedAt: z.string(),
});

/** 200 of POST /api/attendance/scan (the spec reads message and registration.fullName). */
export const scanResponse = z.object({
  message: z.string(),
  ticketId: z.number().int(),
  registration: scannedRegistration,
});
export type ScanResponse = z.infer<typeof scanResponse>;
