import { Migration } from '@mikro-orm/migrations';

/**
 * The staff inbox of contact messages (issue 16 item 2). A message's status is whether `handled_at` is set (with
 * `handled_by`, both columns from the first migration), so status and "who, when" can never disagree. The two
 * tabs read the new ones oldest first and the handled ones latest handled first.
 */
export class Migration20261202000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "contact_message_new_index" on "registration"."contact_message" ("received_at", "id") where "handled_at" is null`,
    );
    this.addSql(
      `create index if not exists "contact_message_handled_index" on "registration"."contact_message" ("handled_at" desc, "id" desc) where "handled_at" is not null`,
    );
  }
}
