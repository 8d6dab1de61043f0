import { z } from 'zod';
import { publicRef } from '../../registration/http/registration-view';
import { qrToken, scanNonce } from '../http/scan';

/** RPC subjects served by the attendance service (NATS, queue group "attendance"). */
export const attendancePatterns = {
  scan: 'attendance.scan',
  undoCheckIn: 'attendance.undo-check-in',
  stats: 'attendance.stats',
  getByRef: 'attendance.get-by-ref',
  qrCode: 'attendance.qr-code',
  qrPng: 'attendance.qr-png',
} as const;

/** The gateway adds who scanned (the staff token's username). */
export const scanCommand = z.object({ qrToken, nonce: scanNonce.optional(), staff: z.string().min(1) });
export type ScanCommand = z.infer<typeof scanCommand>;

export const undoCheckInCommand = z.object({
  ticketId: z.number().int().positive(),
  staff: z.string().min(1),
});
export type UndoCheckInCommand = z.infer<typeof undoCheckInCommand>;

export const byRefQuery = z.object({ ref: publicRef });
export type ByRefQuery = z.infer<typeof byRefQuery>;

/** attendance.qr-png answers the PNG as base64 (NATS carries text). */
export const qrPngResponse = z.object({ pngBase64: z.string() });
export type QrPngResponse = z.infer<typeof qrPngResponse>;
