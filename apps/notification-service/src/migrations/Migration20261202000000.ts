import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages waiting for the staff digest e-mail (issue 16 item 2). The key is the event id, so a
 * redelivered event adds nothing; `digest_id` is the delivery row of the digest that carried the message (null:
 * still waiting, or given back after that digest failed for good).
 */
export class Migration20261202000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "notification"."contact_digest_item" (
      "event_id" uuid primary key,
      "contact_message_id" integer not null,
      "name" text not null,
      "email" text not null,
      "phone" text not null,
      "programme" text not null,
      "message" text not null,
      "language" text not null,
      "received_at" timestamptz not null,
      "digest_to" text not null,
      "digest_id" uuid null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(
      `create index if not exists "contact_digest_item_waiting_index" on "notification"."contact_digest_item" ("received_at") where "digest_id" is null`,
    );
    this.addSql(
      `create index if not exists "contact_digest_item_digest_id_index" on "notification"."contact_digest_item" ("digest_id")`,
    );
  }
}
