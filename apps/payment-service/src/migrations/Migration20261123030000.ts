import { Migration } from '@mikro-orm/migrations';
import { auditEntrySql } from '@eventdesk/server-kit';

/**
 * Staff review of payments (issue 6): the reason a receipt was refused and who uploaded a receipt for a visitor,
 * the note of a payment staff recorded by hand, amount 0 for a complimentary pass, the review list's index, and the
 * schema's audit log.
 */
export class Migration20261123030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment"."payment_proof"
      add column "reject_reason" text null,
      add column "uploaded_by" text null`);
    this.addSql(`alter table "payment"."payment_proof" add constraint "payment_proof_reject_reason_check"
      check (("status" = 'rejected') = ("reject_reason" is not null))`);
    this.addSql(`create index "payment_proof_review_index"
      on "payment"."payment_proof" ("status", "uploaded_at" desc, "id" desc)`);

    this.addSql(`alter table "payment"."payment" add column "note" text null`);
    this.addSql(`alter table "payment"."payment" drop constraint "payment_amount_check"`);
    this.addSql(
      `alter table "payment"."payment" add constraint "payment_amount_check" check ("amount" >= 0)`,
    );

    for (const sql of auditEntrySql('payment')) {
      this.addSql(sql);
    }
  }
}
