import { Migration } from '@mikro-orm/migrations';
import { eventBusTablesSql } from '@eventdesk/server-kit';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "attendance"."ticket" (
      "id" serial primary key,
      "registration_id" integer not null unique,
      "token_hash" text not null unique,
      "issued_at" timestamptz not null default now(),
      "checked_in_at" timestamptz null,
      "checked_in_by" text null
    )`);
    for (const sql of eventBusTablesSql('attendance')) {
      this.addSql(sql);
    }
  }
}
