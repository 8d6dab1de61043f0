import { Migration } from '@mikro-orm/migrations';

export class Migration20261122200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "registration"."pitch_application" (
      "id" serial primary key,
      "ref" text not null unique,
      "startup_name" text not null,
      "founder_name" text not null,
      "email" text not null,
      "phone" text not null,
      "business_category" text not null,
      "startup_age" text not null,
      "total_founders" text not null,
      "team_members" jsonb not null default '[]',
      "has_customers" text not null,
      "turnover" text not null,
      "pitch_description" text not null,
      "problem_solving" text not null,
      "target_market" text not null,
      "funding_amount" text not null,
      "language" text not null default 'en',
      "status" text not null default 'pending'
        check ("status" in ('pending', 'shortlisted', 'rejected', 'accepted')),
      "submitted_at" timestamptz not null default now(),
      "reviewed_at" timestamptz null,
      "reviewed_by" text null,
      "notes" text null,
      "applicant_message" text null
    )`);
    // The staff list: newest first, optionally one status.
    this.addSql(
      `create index "pitch_application_submitted_index" on "registration"."pitch_application" ("submitted_at" desc, "id" desc)`,
    );
    this.addSql(
      `create index "pitch_application_status_index" on "registration"."pitch_application" ("status", "submitted_at" desc)`,
    );
    this.addSql(`create table "registration"."pitch_document" (
      "id" serial primary key,
      "application_id" integer not null unique
        references "registration"."pitch_application" ("id") on delete cascade,
      "file_name" text not null,
      "mime_type" text not null,
      "size" integer not null check ("size" > 0 and "size" <= 10485760),
      "sha256" text not null,
      "bytes" bytea not null,
      "uploaded_at" timestamptz not null default now()
    )`);
    // Stored uncompressed out of line (documents are compressed formats already), so a download reads its
    // slices with substring() without de-toasting the whole value for every slice.
    this.addSql(`alter table "registration"."pitch_document" alter column "bytes" set storage external`);
    // Chunks of an upload in progress: the gateway sends a document in pieces under the NATS payload limit.
    this.addSql(`create table "registration"."pitch_upload_chunk" (
      "upload_id" uuid not null,
      "index" integer not null check ("index" >= 0),
      "bytes" bytea not null,
      "created_at" timestamptz not null default now(),
      primary key ("upload_id", "index")
    )`);
    this.addSql(
      `create index "pitch_upload_chunk_created_at_index" on "registration"."pitch_upload_chunk" ("created_at")`,
    );
  }
}
