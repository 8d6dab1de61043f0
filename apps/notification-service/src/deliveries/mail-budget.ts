import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { emailKey } from '@eventdesk/server-kit';

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

/** First key of the advisory lock taken per recipient (the second is a hash of the address). */
const MAIL_BUDGET_LOCK = 0x6d61696c; // 'mail'

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
    await tx.execute('select pg_advisory_xact_lock(?, hashtext(?))', [MAIL_BUDGET_LOCK, recipient]);
    // 'skipped' stays a literal: the partial index's predicate must match it as written.
    const inserted = await tx.execute<Array<{ last_error: string | null }>>(
      `insert into "notification"."delivery"
         ("id", "event_id", "event_name", "channel", "recipient", "budget_recipient", "status", "last_error")
       select ?, ?, ?, ?, ?, ?,
              case when c."hour" >= ? or c."day" >= ? then 'skipped' else 'queued' end,
              case when c."hour" >= ? then ?::text when c."day" >= ? then ?::text end
         from (select count(*) filter (where "created_at" > now() - interval '1 hour') as "hour", count(*) as "day"
                 from "notification"."delivery"
                where "budget_recipient" = ? and "status" <> 'skipped'
                  and "created_at" > now() - interval '1 day') as c
       on conflict ("event_id", "channel") do nothing
       returning "last_error"`,
      [
        randomUUID(),
        message.eventId,
        message.eventName,
        message.channel,
        message.recipient,
        recipient,
        limits.perHour,
        limits.perDay,
        limits.perHour,
        hourReason,
        limits.perDay,
        dayReason,
        recipient,
      ],
    );
    return inserted[0]?.last_error ?? null;
  });
}
