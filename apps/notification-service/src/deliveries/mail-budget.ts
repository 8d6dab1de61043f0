import { emailKey } from '@eventdesk/server-kit';
import type { DeliveryClaim } from './delivery.repository';

/**
 * How many messages the public side may cause to one address: the registration form, the additional-ticket form
 * and the pitch form take any address a visitor types, so without a budget they are a mail cannon aimed at it.
 * Staff-triggered messages and tickets after a completed payment are never charged and never refused.
 */
export interface MailBudgetLimits {
  perHour: number;
  perDay: number;
}

export const MAIL_BUDGET_LIMITS = Symbol('MAIL_BUDGET_LIMITS');
export const DEFAULT_MAIL_BUDGET: MailBudgetLimits = { perHour: 5, perDay: 20 };

/** The address as the budget counts it: 'Meena@Example.com ' and 'meena@example.com' share one budget. */
export const budgetRecipient = emailKey;

/** First key of the advisory lock taken per budget address (the second is a hash of the address). */
const MAIL_BUDGET_LOCK = 0x6d61696c; // 'mail'

/**
 * The budget a message from the public side is charged to (`claimDelivery`, delivery.repository.ts): its row is
 * `queued` while there is room and `skipped` with the reason once the hour's or the day's budget is spent; a row
 * already there for this event and channel (a redelivery) is left as it was.
 *
 * The per-address lock, taken in its own statement before the count, makes concurrent workers and replicas count
 * one at a time, so ten simultaneous registrations for one address cannot all see room for one more. The count and
 * the insert are one statement over a partial index of the charged rows that were not skipped; `created_at` is the
 * database's clock, the one the windows are counted by.
 */
export function mailBudgetCharge(
  recipient: string,
  limits: MailBudgetLimits,
): NonNullable<DeliveryClaim['budget']> {
  return {
    budgetRecipient: budgetRecipient(recipient),
    lock: MAIL_BUDGET_LOCK,
    perHour: limits.perHour,
    perDay: limits.perDay,
    hourReason: `over the mail budget: ${limits.perHour} public-triggered messages to this address in the last hour`,
    dayReason: `over the mail budget: ${limits.perDay} public-triggered messages to this address in the last day`,
  };
}
