import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15 item 4: the payment page says which coupon was applied and the price it replaced, so the registration
 * keeps the code as the visitor typed it and the package's full price at that moment. Null: no coupon.
 */
export class Migration20261128120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "registration"."registration"
        add column if not exists "coupon_code" text null,
        add column if not exists "list_price" integer null`,
    );
  }
}
