import { Migration } from '@mikro-orm/migrations';

/**
 * Receipts queue (issue 16 item 3): the registration's state as registration.updated.v1 last told it, so receipts
 * of deleted, voided or completed registrations leave the pending tab; and the normalised UTR indexes the
 * duplicate check reads (trimmed, upper-case, no spaces, as `normalizeUtr` in contracts).
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment"."registration_state" (
      "registration_id" integer primary key,
      "payment_status" text not null,
      "deleted" boolean not null,
      "changed_at" timestamptz not null
    )`);
    this.addSql(
      `create index "payment_proof_utr_key_index" on "payment"."payment_proof"
         (upper(regexp_replace("transaction_id", '\\s', '', 'g')))`,
    );
    this.addSql(
      `create index "payment_completed_utr_key_index" on "payment"."payment"
         (upper(regexp_replace("transaction_id", '\\s', '', 'g'))) where "status" = 'completed'`,
    );
  }
}
