import { Migration } from '@mikro-orm/migrations';
import { legacyPlaceholders } from '@eventdesk/contracts';

/** Each old dummy value and where it sits in the settings document. */
const placeholderPaths: Array<[path: string, placeholder: string]> = [
  ['{payment,accountNumber}', legacyPlaceholders.accountNumber],
  ['{payment,ifsc}', legacyPlaceholders.ifsc],
  ['{payment,bankName}', legacyPlaceholders.bankName],
  ['{payment,upiId}', legacyPlaceholders.upiId],
  ['{contact,email}', legacyPlaceholders.email],
];

/**
 * Issue 15 item 9: earlier seeds stored dummy bank details and e-mail that reached visitors. Each value that
 * still equals its old placeholder becomes unset (empty); anything staff changed is left alone.
 */
export class Migration20261128090000 extends Migration {
  override async up(): Promise<void> {
    for (const [path, placeholder] of placeholderPaths) {
      this.addSql(
        this.getKnex().raw(
          `update "registration"."event_settings"
            set "data" = jsonb_set("data", ?::text[], '""'::jsonb)
            where "data" #>> ?::text[] = ?`,
          [path, path, placeholder],
        ),
      );
    }
  }
}
