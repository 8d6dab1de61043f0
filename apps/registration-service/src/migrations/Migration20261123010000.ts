import { Migration } from '@mikro-orm/migrations';
import { createExtensionSql } from '@eventdesk/server-kit';

/**
 * Staff read side at 100,000 registrations (issue 6): a search column with a trigram index and partial indexes
 * for the list filters, all `where not deleted` because soft-deleted rows never show or count.
 *
 * pg_trgm goes into schema `public`: an extension exists once per database, so a service that needs it later
 * finds it there instead of in another service's schema. The operator class is named with its schema, so the
 * index does not depend on the search_path.
 */
export class Migration20261123010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(createExtensionSql('pg_trgm'));
    // Name, e-mail and business name lower-cased, then the phone as digits without +91 / 0: a search of
    // '98765 43210', '+919876543210' or '9876543210' becomes the same digit fragment (server-kit searchPattern).
    this.addSql(`alter table "registration"."registration"
      add column "search_text" text generated always as (
        lower("full_name" || ' ' || "email" || ' ' || coalesce("business_name", '')) || ' ' ||
        regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91|0)([0-9]{10})$', '\\2')
      ) stored,
      add column "followup_state" text generated always as (coalesce("followup_status", 'pending')) stored`);
    this.addSql(
      `create index "registration_live_id_idx" on "registration"."registration" ("id" desc) where not "deleted"`,
    );
    this.addSql(
      `create index "registration_live_payment_status_idx" on "registration"."registration" ("payment_status", "id" desc) where not "deleted"`,
    );
    this.addSql(
      `create index "registration_live_followup_state_idx" on "registration"."registration" ("followup_state", "id" desc) where not "deleted"`,
    );
    this.addSql(
      `create index "registration_live_package_idx" on "registration"."registration" ("package", "id" desc) where not "deleted"`,
    );
    // The dashboard reads only these indexes (index-only scans): counts and revenue by status and package, and
    // the completed payments' timeline, without touching the wide rows.
    this.addSql(
      `create index "registration_live_dashboard_idx" on "registration"."registration" ("payment_status", "package") include ("paid_amount", "needs_review") where not "deleted"`,
    );
    this.addSql(
      `create index "registration_live_paid_at_idx" on "registration"."registration" ("paid_at") include ("paid_amount", "payment_method") where not "deleted" and "payment_status" = 'completed'`,
    );
    this.addSql(
      `create index "registration_search_text_trgm_idx" on "registration"."registration" using gin ("search_text" public.gin_trgm_ops) where not "deleted"`,
    );
  }
}
