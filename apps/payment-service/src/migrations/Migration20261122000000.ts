import { Migration } from '@mikro-orm/migrations';
import { eventBusTablesSql } from '@eventdesk/server-kit';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment"."payment" (
      "id" serial primary key,
      "registration_id" integer not null,
      "amount" integer not null check ("amount" > 0),
      "payment_method" text null,
      "transaction_id" text null unique,
      "payment_reference" text null,
      "payment_date" timestamptz null,
      "status" text not null default 'pending'
        check ("status" in ('pending', 'completed', 'failed', 'refunded', 'void', 'prospect')),
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "payment_registration_id_index" on "payment"."payment" ("registration_id")`);
    for (const sql of eventBusTablesSql('payment')) {
      this.addSql(sql);
    }
  }
}
