import { Migration } from '@mikro-orm/migrations';
import { auditEntrySql } from '@eventdesk/server-kit';

/** Staff admin (issue 6): follow-ups with history, the completed payment's real figures, soft delete, audit. */
export class Migration20261123000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "registration"."registration"
      add column "followup_status" text null check ("followup_status" in
        ('pending', 'completed', 'not_interested', 'will_do_later', 'need_to_follow_up', 'wrong_number')),
      add column "followup_notes" text null,
      add column "last_followup_at" timestamptz null,
      add column "last_followup_by" text null,
      add column "paid_amount" integer null,
      add column "payment_method" text null,
      add column "paid_at" timestamptz null,
      add column "deleted_at" timestamptz null,
      add column "deleted_by" text null,
      add column "updated_at" timestamptz not null default now(),
      add column "last_updated_by" text null`);
    this.addSql(`create table "registration"."followup_entry" (
      "id" serial primary key,
      "registration_id" integer not null references "registration"."registration" ("id"),
      "status" text not null,
      "notes" text not null default '',
      "updated_by" text not null,
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(
      `create index "followup_entry_registration_idx" on "registration"."followup_entry" ("registration_id", "updated_at" desc)`,
    );
    for (const sql of auditEntrySql('registration')) {
      this.addSql(sql);
    }
  }
}
