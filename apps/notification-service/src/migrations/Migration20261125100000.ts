import { Migration } from '@mikro-orm/migrations';

/**
 * The mail budget per recipient: the address a public-triggered message is charged to, a `skipped` status for
 * messages over it, and a partial index for the count (the budget's query repeats the predicate literally).
 */
export class Migration20261125100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notification"."delivery" add column "budget_recipient" text null`);
    this.addSql(`alter table "notification"."delivery" drop constraint "delivery_status_check"`);
    this.addSql(`alter table "notification"."delivery" add constraint "delivery_status_check"
      check ("status" in ('queued', 'sent', 'failed', 'skipped'))`);
    this.addSql(`create index "delivery_budget_recipient_created_at_index"
      on "notification"."delivery" ("budget_recipient", "created_at")
      where "budget_recipient" is not null and "status" <> 'skipped'`);
  }
}
