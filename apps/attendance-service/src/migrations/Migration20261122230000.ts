import { Migration } from '@mikro-orm/migrations';

/**
 * Ticket issuance and check-in: the registration facts the door needs (a read model fed by registration.created and
 * payment.completed), the ticket's seed and scan nonce, and a log of every scan and undo.
 */
export class Migration20261122230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "attendance"."attendee" (
      "registration_id" integer primary key,
      "ref" text not null unique,
      "full_name" text not null,
      "email" text not null,
      "phone" text not null,
      "package" text not null check ("package" in ('silver', 'gold', 'diamond', 'vip')),
      "ticket_number" integer not null default 1,
      "amount" integer not null default 0,
      "language" text not null default 'en' check ("language" in ('en', 'ta')),
      "payment_status" text not null default 'pending'
        check ("payment_status" in ('pending', 'prospect', 'completed', 'void', 'privilege_guest')),
      "updated_at" timestamptz not null default now()
    )`);
    // The first migration made the ticket table without rows ever being written to it (nothing issued tickets yet).
    this.addSql(`alter table "attendance"."ticket"
      add column "seed" text not null,
      add column "check_in_nonce" text null,
      add constraint "ticket_registration_fk" foreign key ("registration_id")
        references "attendance"."attendee" ("registration_id")`);
    this.addSql(`create index "ticket_checked_in_idx" on "attendance"."ticket" ("checked_in_at")`);
    this.addSql(`create table "attendance"."check_in_log" (
      "id" bigserial primary key,
      "ticket_id" integer null references "attendance"."ticket" ("id"),
      "action" text not null check ("action" in ('scan', 'undo')),
      "outcome" text not null check ("outcome" in
        ('admitted', 'replayed', 'already_used', 'payment_pending', 'unknown_token', 'invalid_token', 'undone')),
      "reason" text null,
      "staff" text not null,
      "nonce" text null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "check_in_log_ticket_idx" on "attendance"."check_in_log" ("ticket_id")`);
  }
}
