import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: a message sent inline (the registration e-mail, pitch mails, staff messages) took eight statements through
 * MikroORM before its send (begin, budget lock, insert, commit, select) and after it (begin, update, commit): the
 * profile of a ticket rush put a third of notification-service's time in writing those to PostgreSQL and in
 * MikroORM/knex. `claim_delivery` creates the row of an event's message on a channel unless it exists and returns it,
 * in one call (its own transaction):
 * - without `p_budget_recipient`: inserted with `p_status` / `p_last_error` (a redelivered event finds its row);
 * - with it: charged to that address's mail budget, as `mailBudgetCharge` (mail-budget.ts) describes: the
 *   per-address advisory lock first, then, in a later statement (a fresh READ COMMITTED snapshot that sees what the
 *   previous lock holder committed), the count over the partial index and the insert, `skipped` with the reason of
 *   the limit reached once the hour's or the day's budget is spent ('skipped' stays a literal: the partial index's
 *   predicate must match it as written).
 * The final select is a later statement too, so it sees the row whichever call made it.
 */
export class Migration20261205090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notification"."claim_delivery"(
      p_id uuid,
      p_event_id uuid,
      p_event_name text,
      p_channel text,
      p_recipient text,
      p_status text,
      p_last_error text,
      p_budget_recipient text,
      p_budget_lock integer,
      p_per_hour integer,
      p_per_day integer,
      p_hour_reason text,
      p_day_reason text
    ) returns setof "notification"."delivery"
    language plpgsql volatile as $body$
    begin
      if p_budget_recipient is null then
        insert into "notification"."delivery" ("id", "event_id", "event_name", "channel", "recipient", "status",
            "last_error")
          values (p_id, p_event_id, p_event_name, p_channel, p_recipient, p_status, p_last_error)
          on conflict ("event_id", "channel") do nothing;
      else
        perform pg_advisory_xact_lock(p_budget_lock, hashtext(p_budget_recipient));
        insert into "notification"."delivery" ("id", "event_id", "event_name", "channel", "recipient",
            "budget_recipient", "status", "last_error")
          select p_id, p_event_id, p_event_name, p_channel, p_recipient, p_budget_recipient,
              case when c."hour" >= p_per_hour or c."day" >= p_per_day then 'skipped' else 'queued' end,
              case when c."hour" >= p_per_hour then p_hour_reason when c."day" >= p_per_day then p_day_reason end
            from (select count(*) filter (where d."created_at" > now() - interval '1 hour') as "hour",
                    count(*) as "day"
                  from "notification"."delivery" d
                  where d."budget_recipient" = p_budget_recipient and d."status" <> 'skipped'
                    and d."created_at" > now() - interval '1 day') as c
          on conflict ("event_id", "channel") do nothing;
      end if;
      return query select * from "notification"."delivery" d
        where d."event_id" = p_event_id and d."channel" = p_channel;
    end
    $body$`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function "notification"."claim_delivery"(uuid, uuid, text, text, text, text, text, text,
      integer, integer, integer, text, text)`);
  }
}
