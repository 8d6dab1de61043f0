import { z } from 'zod';
import { defineEvent } from '../../common/event-contract';

export const ATTENDANCE_CHECKED_IN = 'attendance.checked-in.v1';
export const ATTENDANCE_CHECK_IN_UNDONE = 'attendance.check-in-undone.v1';

/**
 * A ticket was admitted at the door; written in the transaction of the admitting scan, so a replayed scan (same
 * nonce) or a refused one emits nothing. The registration service records attended / attendedAt from it.
 */
export const checkedInPayload = z.object({
  ticketId: z.number().int(),
  registrationId: z.number().int(),
  checkedInAt: z.string(),
  checkedInBy: z.string(),
});
export type CheckedInPayload = z.infer<typeof checkedInPayload>;
export const checkedInEvent = defineEvent(ATTENDANCE_CHECKED_IN, checkedInPayload);

/** An admin undid a check-in; `previousCheckedInAt` names the check-in it cancels, so a stale undo clears nothing newer. */
export const checkInUndonePayload = z.object({
  ticketId: z.number().int(),
  registrationId: z.number().int(),
  previousCheckedInAt: z.string(),
  undoneAt: z.string(),
  undoneBy: z.string(),
});
export type CheckInUndonePayload = z.infer<typeof checkInUndonePayload>;
export const checkInUndoneEvent = defineEvent(ATTENDANCE_CHECK_IN_UNDONE, checkInUndonePayload);
