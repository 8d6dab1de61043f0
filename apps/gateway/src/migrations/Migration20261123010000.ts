import { Migration } from '@mikro-orm/migrations';
import { auditEntrySql } from '@eventdesk/server-kit';

/** Staff changes end sessions (tokens_valid_after) and are audited in the identity schema. */
export class Migration20261123010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "identity"."staff_user" add column "tokens_valid_after" timestamptz null`);
    for (const statement of auditEntrySql('identity')) {
      this.addSql(statement);
    }
  }
}
