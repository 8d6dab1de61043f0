import { ATTENDANCE_CHECKED_IN, ATTENDANCE_CHECK_IN_UNDONE } from '../attendance/events/check-in-events';
import { TICKET_ISSUED } from '../attendance/events/ticket-issued';
import { PAYMENT_COMPLETED } from '../payment/events/payment-completed';
import { PAYMENT_RECEIPT_REJECTED } from '../payment/events/receipt-rejected';
import { REGISTRATION_CREATED } from '../registration/events/registration-created';
import { CONTACT_MESSAGE_RECEIVED } from '../registration/events/contact-message-received';
import { REGISTRATION_MESSAGE_REQUESTED } from '../registration/events/message-requested';
import { REGISTRATION_UPDATED } from '../registration/events/registration-updated';
import { PITCH_REVIEWED } from '../pitch/events/pitch-reviewed';
import { PITCH_SUBMITTED } from '../pitch/events/pitch-submitted';
import { STAFF_USER_CHANGED } from '../identity/events/staff-user-changed';
import { LEAD_STATUS_CHANGED, LEADS_IMPORTED } from '../leads/events/lead-events';
import type { ServiceName } from './events';

/**
 * Which services consume which event. The outbox relay fans each event out to one BullMQ queue per
 * (consumer, event), so a consumer that is down when the event is published still gets it later.
 */
export const eventConsumers: Record<string, readonly ServiceName[]> = {
  [REGISTRATION_CREATED]: ['notification', 'attendance'],
  [PAYMENT_COMPLETED]: ['registration', 'attendance', 'leads'],
  /** notification tells the visitor why; registration keeps the seat held for another 24 h. */
  [PAYMENT_RECEIPT_REJECTED]: ['notification', 'registration'],
  [TICKET_ISSUED]: ['notification'],
  [PITCH_SUBMITTED]: ['notification'],
  [PITCH_REVIEWED]: ['notification'],
  [REGISTRATION_MESSAGE_REQUESTED]: ['notification'],
  /** Collected into the staff digest e-mail (settings `contact.digestEmail`). */
  [CONTACT_MESSAGE_RECEIVED]: ['notification'],
  /** payment keeps the registration's state so receipts of deleted, void or paid registrations leave the pending tab. */
  [REGISTRATION_UPDATED]: ['attendance', 'payment'],
  /** registration records attended / attendedAt (list and export). */
  [ATTENDANCE_CHECKED_IN]: ['registration'],
  [ATTENDANCE_CHECK_IN_UNDONE]: ['registration'],
  /** Written by the gateway (identity schema); leads-service keeps its read model of callers from it. */
  [STAFF_USER_CHANGED]: ['leads'],
  /** Recorded for the audit trail and the queue dashboard; no service acts on them yet. */
  [LEADS_IMPORTED]: [],
  [LEAD_STATUS_CHANGED]: [],
};

export function eventQueueName(consumer: ServiceName, eventName: string): string {
  return `${consumer}.${eventName}`;
}
