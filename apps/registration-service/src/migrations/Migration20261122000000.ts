import { Migration } from '@mikro-orm/migrations';
import { eventBusTablesSql } from '@eventdesk/server-kit';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "registration"."registration" (
      "id" serial primary key,
      "ref" text not null unique,
      "full_name" text not null,
      "email" text not null,
      "phone" text not null,
      "type" text not null check ("type" in ('business', 'individual')),
      "business_name" text null,
      "package" text not null check ("package" in ('silver', 'gold', 'diamond', 'vip')),
      "reference_type" text null,
      "referred_by" text null,
      "voucher" boolean not null default false,
      "amount" integer not null check ("amount" > 0),
      "payment_status" text not null default 'pending',
      "registered_at" timestamptz not null default now(),
      "deleted" boolean not null default false,
      "attended" boolean not null default false,
      "attended_at" timestamptz null,
      "parent_registration_id" integer null references "registration"."registration" ("id"),
      "ticket_number" integer not null default 1,
      "is_additional_ticket" boolean not null default false,
      "language" text not null default 'en'
    )`);
    this.addSql(
      `create index "registration_payment_status_index" on "registration"."registration" ("payment_status")`,
    );
    for (const sql of eventBusTablesSql('registration')) {
      this.addSql(sql);
    }
  }
}
