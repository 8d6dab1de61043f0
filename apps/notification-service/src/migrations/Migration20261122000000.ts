import { Migration } from '@mikro-orm/migrations';
import { eventBusTablesSql } from '@eventdesk/server-kit';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification"."delivery" (
      "id" uuid primary key,
      "event_id" uuid not null,
      "event_name" text not null,
      "channel" text not null check ("channel" in ('email', 'whatsapp')),
      "recipient" text not null,
      "status" text not null default 'queued' check ("status" in ('queued', 'sent', 'failed')),
      "attempts" integer not null default 0,
      "last_error" text null,
      "provider_message_id" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "delivery_event_id_channel_unique" unique ("event_id", "channel")
    )`);
    for (const sql of eventBusTablesSql('notification')) {
      this.addSql(sql);
    }
  }
}
