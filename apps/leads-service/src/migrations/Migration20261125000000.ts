import { Migration } from '@mikro-orm/migrations';

/**
 * Registrations whose payment.completed reached the leads service. A lead linked after the event (its RPC
 * lookup raced the payment) finds the payment here; see leads/registration-payment.ts.
 */
export class Migration20261125000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "leads"."paid_registration" (
      "registration_id" integer primary key,
      "paid_at" timestamptz not null default now()
    )`);
  }
}
