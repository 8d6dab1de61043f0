import { Migration } from '@mikro-orm/migrations';

/** Orders, card results, completions, receipt proofs (and their upload pieces), and the sandbox's own record. */
export class Migration20261122220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment"."checkout_order" (
      "id" serial primary key,
      "order_id" text not null unique,
      "registration_id" integer not null,
      "registration_ref" text not null,
      "provider" text not null check ("provider" in ('ccavenue', 'sandbox')),
      "amount" integer not null check ("amount" > 0),
      "currency" text not null default 'INR',
      "status" text not null default 'created' check ("status" in ('created', 'paid', 'failed', 'aborted')),
      "registration" jsonb not null,
      "tracking_id" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(
      `create index "checkout_order_registration_id_index" on "payment"."checkout_order" ("registration_id")`,
    );

    this.addSql(`alter table "payment"."payment"
      add column "registration_ref" text not null,
      add column "order_id" integer null references "payment"."checkout_order" ("id"),
      add column "provider" text null,
      add column "provider_status" text null,
      add column "payment_mode" text null,
      add column "currency" text not null default 'INR',
      add column "trans_date" text null,
      add column "billing_name" text null,
      add column "billing_email" text null,
      add column "billing_tel" text null,
      add column "registration" jsonb not null,
      add column "confirmed_by" text null,
      add column "updated_at" timestamptz not null default now()`);
    this.addSql(`alter table "payment"."payment" add constraint "payment_method_check"
      check ("payment_method" is null or "payment_method" in ('card', 'bank_transfer', 'upi', 'cash', 'complimentary'))`);
    // Receipts of one registration gather on one open bank/UPI payment.
    this.addSql(`create unique index "payment_open_transfer_unique" on "payment"."payment" ("registration_id")
      where "status" = 'pending' and "order_id" is null`);
    this.addSql(`create index "payment_order_id_index" on "payment"."payment" ("order_id")`);

    this.addSql(`create table "payment"."payment_completion" (
      "registration_id" integer primary key,
      "payment_id" integer not null references "payment"."payment" ("id"),
      "completed_at" timestamptz not null default now()
    )`);

    this.addSql(`create table "payment"."payment_proof" (
      "id" serial primary key,
      "payment_id" integer not null references "payment"."payment" ("id"),
      "registration_id" integer not null,
      "file_name" text not null check (length("file_name") between 1 and 255),
      "file_type" text not null check ("file_type" in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
      "file_size" integer not null check ("file_size" between 1 and 5242880),
      "image_data" bytea not null check (octet_length("image_data") = "file_size"),
      "sha256" text not null,
      "transaction_id" text not null,
      "status" text not null default 'pending_review'
        check ("status" in ('pending_review', 'confirmed', 'rejected')),
      "uploaded_at" timestamptz not null default now(),
      "reviewed_by" text null,
      "reviewed_at" timestamptz null
    )`);
    this.addSql(`create index "payment_proof_payment_id_index" on "payment"."payment_proof" ("payment_id")`);
    this.addSql(
      `create index "payment_proof_registration_id_index" on "payment"."payment_proof" ("registration_id")`,
    );

    this.addSql(`create table "payment"."proof_upload_chunk" (
      "upload_id" uuid not null,
      "index" integer not null check ("index" >= 0),
      "data" bytea not null,
      "created_at" timestamptz not null default now(),
      primary key ("upload_id", "index")
    )`);

    this.addSql(`create table "payment"."sandbox_transaction" (
      "tracking_id" text primary key,
      "order_id" text not null,
      "amount" text not null,
      "currency" text not null,
      "request" jsonb not null,
      "status" text not null default 'Initiated'
        check ("status" in ('Initiated', 'Success', 'Failure', 'Aborted')),
      "created_at" timestamptz not null default now(),
      "decided_at" timestamptz null
    )`);
  }
}
