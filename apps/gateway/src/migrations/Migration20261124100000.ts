import { Migration } from '@mikro-orm/migrations';
import { STAFF_USER_CHANGED } from '@eventdesk/contracts';
import { eventBusTablesSql } from '@eventdesk/server-kit';

/**
 * Staff-user events through an outbox (leads-service keeps its callers from them). `version` grows with every
 * change of one account. Every account that exists already gets one `created` event with its state now, so a
 * leads-service that starts after this migration learns the current staff without reading this schema.
 */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    for (const statement of eventBusTablesSql('identity')) {
      this.addSql(statement);
    }
    this.addSql(`alter table "identity"."staff_user" add column "version" integer not null default 1`);
    this.addSql(`insert into "identity"."outbox_event" ("id", "name", "payload", "created_at")
      select gen_random_uuid(), '${STAFF_USER_CHANGED}',
             jsonb_build_object(
               'userId', "id", 'username', "username", 'role', "role", 'disabled', "disabled",
               'change', 'created', 'version', "version",
               'changedAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             now()
        from "identity"."staff_user" order by "id"`);
  }
}
