import { Migration } from '@mikro-orm/migrations';
import { eventBusTablesSql } from '@eventdesk/server-kit';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "leads"."meta_lead" (
      "id" serial primary key,
      "s_no" integer null,
      "created_time" timestamptz null,
      "ad_name" text null,
      "platform" text not null default 'Meta',
      "current_business_status" text null,
      "biggest_business_challenge" text null,
      "full_name" text not null default 'Unknown',
      "phone_number" text not null,
      "email" text null,
      "city" text null,
      "caller" text null,
      "current_status" text not null default 'pending'
        check ("current_status" in ('pending', 'interested', 'not_interested', 'wrong_number', 'followup', 'void', 'payment_done')),
      "followup_date" timestamptz null,
      "reference_id" text null,
      "notes" text null,
      "business_notes" text null,
      "imported_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "meta_lead_phone_number_index" on "leads"."meta_lead" ("phone_number")`);
    this.addSql(`create index "meta_lead_caller_index" on "leads"."meta_lead" ("caller")`);
    this.addSql(`create index "meta_lead_current_status_index" on "leads"."meta_lead" ("current_status")`);
    for (const sql of eventBusTablesSql('leads')) {
      this.addSql(sql);
    }
  }
}
