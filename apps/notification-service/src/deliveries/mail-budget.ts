import type { EntityManager } from '@mikro-orm/postgresql';
import { emailKey } from '@eventdesk/server-kit';
import { insertChargedDeliveryRow, lockMailBudget } from './delivery.repository';

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

export interface ChargedMessage {
  eventId: string;
  eventName: string;
  channel: string;
  recipient: string;
}

/**
 * Inserts the delivery row of a message charged to its recipient's budget, `queued` while there is room and
 * `skipped` with the reason once the hour's or the day's budget is spent; a row already there for this event and
 * channel (a redelivery) is left as it was. Returns the reason when this call skipped it.
 *
 * The per-recipient lock, taken in its own statement before the count, makes concurrent workers and replicas count
 * one at a time, so ten simultaneous registrations for one address cannot all see room for one more. The count
 * and the insert are one statement over a partial index of the charged rows that were not skipped; `created_at`
 * is the database's clock, the one the windows are counted by.
 */
export async function insertChargedDelivery(
  em: EntityManager,
  message: ChargedMessage,
  limits: MailBudgetLimits,
): Promise<string | null> {
  const recipient = budgetRecipient(message.recipient);
  const hourReason = `over the mail budget: ${limits.perHour} public-triggered messages to this address in the last hour`;
  const dayReason = `over the mail budget: ${limits.perDay} public-triggered messages to this address in the last day`;
  return em.transactional(async (tx) => {
    await lockMailBudget(tx, recipient);
    return insertChargedDeliveryRow(
      tx,
      { ...message, budgetRecipient: recipient },
      { perHour: limits.perHour, perDay: limits.perDay, hourReason, dayReason },
    );
  });
}
