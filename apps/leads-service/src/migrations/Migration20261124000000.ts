import { Migration } from '@mikro-orm/migrations';
import { auditEntrySql, createExtensionSql } from '@eventdesk/server-kit';

/**
 * The sales-lead CRM (issue 11). `meta_lead` of the first migration was never written, so it is replaced whole.
 * - Dedupe is enforced by the database: one lead per E.164 phone and per Meta lead id, so two imports racing each
 *   other (or a webhook and a file) cannot both insert the same person.
 * - `search_text`: name, e-mail, city and business lower-cased, then the phone's digits without +91 / 0, so any way
 *   of writing a phone finds it (the registrations list does the same).
 * - `lead_status_history` rows are written under the lead's row lock, so their ids follow commit order.
 */
export class Migration20261124000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(createExtensionSql('pg_trgm'));
    this.addSql(`drop table if exists "leads"."meta_lead"`);
    this.addSql(`create table "leads"."import_batch" (
      "id" serial primary key,
      "source" text not null check ("source" in ('file', 'webhook')),
      "file_name" text not null,
      "file_kind" text not null,
      "sha256" text null,
      "uploaded_by" text not null,
      "uploaded_at" timestamptz not null default now(),
      "success_count" integer not null default 0,
      "error_count" integer not null default 0,
      "duplicate_count" integer not null default 0,
      "skipped_count" integer not null default 0,
      "assignment" jsonb not null default '{}'::jsonb,
      "issues" jsonb not null default '{}'::jsonb,
      "undone_at" timestamptz null,
      "undone_by" text null,
      "undo_removed" integer null,
      "undo_kept" integer null
    )`);
    this.addSql(`create table "leads"."meta_lead" (
      "id" serial primary key,
      "s_no" integer null,
      "meta_lead_id" text null,
      "source" text not null default 'file' check ("source" in ('file', 'webhook')),
      "import_id" integer null references "leads"."import_batch" ("id") on delete set null,
      "created_time" timestamptz null,
      "ad_id" text null,
      "ad_name" text null,
      "adset_name" text null,
      "campaign_name" text null,
      "form_id" text null,
      "form_name" text null,
      "platform" text not null default 'Meta',
      "is_organic" boolean null,
      "current_business_status" text null,
      "biggest_business_challenge" text null,
      "full_name" text not null default 'Unknown',
      "phone_raw" text not null,
      "phone_e164" text not null,
      "email" text null,
      "city" text null,
      "business_name" text null,
      "form_answers" jsonb not null default '[]'::jsonb,
      "caller" text null,
      "assigned_at" timestamptz null,
      "current_status" text not null default 'pending'
        check ("current_status" in ('pending', 'interested', 'not_interested', 'wrong_number', 'followup', 'void', 'payment_done')),
      "followup_date" date null,
      "reference_id" text null,
      "linked_registration_id" integer null,
      "linked_registration_ref" text null,
      "registration_paid" boolean not null default false,
      "notes" text null,
      "business_notes" text null,
      "worked_at" timestamptz null,
      "imported_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "last_updated_by" text null,
      "search_text" text generated always as (
        lower("full_name" || ' ' || coalesce("email", '') || ' ' || coalesce("city", '') || ' ' ||
          coalesce("business_name", '')) || ' ' ||
        regexp_replace(regexp_replace("phone_e164", '[^0-9]', '', 'g'), '^(91|0)([0-9]{10})$', '\\2')
      ) stored
    )`);
    this.addSql(`create unique index "meta_lead_phone_e164_uniq" on "leads"."meta_lead" ("phone_e164")`);
    this.addSql(
      `create unique index "meta_lead_meta_lead_id_uniq" on "leads"."meta_lead" ("meta_lead_id") where "meta_lead_id" is not null`,
    );
    this.addSql(`create index "meta_lead_id_desc_idx" on "leads"."meta_lead" ("id" desc)`);
    this.addSql(`create index "meta_lead_caller_idx" on "leads"."meta_lead" ("caller", "id" desc)`);
    this.addSql(`create index "meta_lead_status_idx" on "leads"."meta_lead" ("current_status", "id" desc)`);
    this.addSql(
      `create index "meta_lead_followup_idx" on "leads"."meta_lead" ("followup_date", "id") where "current_status" = 'followup'`,
    );
    this.addSql(`create index "meta_lead_import_idx" on "leads"."meta_lead" ("import_id")`);
    this.addSql(
      `create index "meta_lead_registration_idx" on "leads"."meta_lead" ("linked_registration_id") where "linked_registration_id" is not null`,
    );
    this.addSql(
      `create index "meta_lead_search_text_trgm_idx" on "leads"."meta_lead" using gin ("search_text" public.gin_trgm_ops)`,
    );
    this.addSql(`create table "leads"."lead_status_history" (
      "id" bigserial primary key,
      "lead_id" integer not null references "leads"."meta_lead" ("id") on delete cascade,
      "previous_status" text not null,
      "status" text not null,
      "followup_date" date null,
      "reference_id" text null,
      "notes" text null,
      "business_notes" text null,
      "updated_by" text not null,
      "updated_at" timestamptz not null default clock_timestamp()
    )`);
    this.addSql(
      `create index "lead_status_history_lead_idx" on "leads"."lead_status_history" ("lead_id", "id" desc)`,
    );
    // The callers' read model, fed by staff-user.changed.v1 from the gateway (leads-service never reads identity).
    this.addSql(`create table "leads"."staff_member" (
      "user_id" integer primary key,
      "username" text not null unique,
      "role" text not null,
      "disabled" boolean not null,
      "version" bigint not null,
      "last_assigned_at" timestamptz null,
      "updated_at" timestamptz not null default now()
    )`);
    // Meta's leadgen notifications, stored before the gateway answers Meta, fetched from the Graph API afterwards.
    this.addSql(`create table "leads"."webhook_notification" (
      "id" serial primary key,
      "leadgen_id" text not null unique,
      "page_id" text null,
      "form_id" text null,
      "ad_id" text null,
      "created_time" timestamptz null,
      "received_at" timestamptz not null default now(),
      "status" text not null default 'pending' check ("status" in ('pending', 'imported', 'duplicate', 'invalid', 'failed')),
      "attempts" integer not null default 0,
      "last_error" text null,
      "lead_id" integer null,
      "processed_at" timestamptz null
    )`);
    for (const sql of auditEntrySql('leads')) {
      this.addSql(sql);
    }
  }
}
