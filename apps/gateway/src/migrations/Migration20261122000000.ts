import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "identity"."staff_user" (
      "id" serial primary key,
      "username" text not null unique,
      "password_hash" text not null,
      "role" text not null check ("role" in ('user', 'lead_manager', 'admin', 'super_admin')),
      "disabled" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
  }
}
