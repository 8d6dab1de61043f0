import { z } from 'zod';
import { registrationPaymentStatus, ticketPackage, type RegistrationPaymentStatus } from '../../common/enums';

/** The four display states of the public attendance page (spec public §4). */
export const attendanceStatuses = [
  'privilege_guest',
  'payment_pending',
  'already_attended',
  'confirmed',
] as const;
export const attendanceStatus = z.enum(attendanceStatuses);
export type AttendanceStatus = z.infer<typeof attendanceStatus>;

/**
 * privilege_guest and not attended: welcome; payment not completed and not attended: pending; attended: the QR
 * was used; otherwise confirmed. Shared by the service (the `status` it answers) and the page.
 */
export function attendanceStatusOf(registration: {
  paymentStatus: RegistrationPaymentStatus;
  attended: boolean;
}): AttendanceStatus {
  if (registration.attended) {
    return 'already_attended';
  }
  if (registration.paymentStatus === 'privilege_guest') {
    return 'privilege_guest';
  }
  return registration.paymentStatus === 'completed' ? 'confirmed' : 'payment_pending';
}

/** GET /api/attendance/{ref}: read-only, never marks attendance. */
export const attendanceView = z.object({
  registration: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    package: ticketPackage,
    ticketNumber: z.number().int(),
    paymentStatus: registrationPaymentStatus,
    attended: z.boolean(),
    attendedAt: z.string().nullable(),
  }),
  status: attendanceStatus,
});
export type AttendanceView = z.infer<typeof attendanceView>;

/** GET /api/admin/attendance/stats: tickets that admit someone, how many were used, and the rate in percent. */
export const attendanceStats = z.object({
  total: z.number().int(),
  attended: z.number().int(),
  pending: z.number().int(),
  attendanceRate: z.number(),
});
export type AttendanceStats = z.infer<typeof attendanceStats>;

/** GET /api/registrations/{ref}/qrcode */
export const qrCodeResponse = z.object({ qrCode: z.string() });
export type QrCodeResponse = z.infer<typeof qrCodeResponse>;

/** DELETE /api/admin/attendance/{ticketId}/check-in */
export const undoCheckInResponse = z.object({
  message: z.string(),
  ticketId: z.number().int(),
  previousCheckedInAt: z.string(),
  previousCheckedInBy: z.string().nullable(),
});
export type UndoCheckInResponse = z.infer<typeof undoCheckInResponse>;
