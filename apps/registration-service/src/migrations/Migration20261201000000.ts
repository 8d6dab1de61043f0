import { Migration } from '@mikro-orm/migrations';
import { defaultReminderSettings } from '@eventdesk/contracts';

/**
 * Issue 15 item 8: stored settings get the `reminders` section with its defaults, so the document staff see and
 * the one the services read say the same (reading an old document already yields the defaults). A section staff
 * saved is left alone.
 */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      this.getKnex().raw(
        `update "registration"."event_settings"
          set "data" = jsonb_set("data", '{reminders}', ?::jsonb)
          where "data" -> 'reminders' is null`,
        [JSON.stringify(defaultReminderSettings)],
      ),
    );
  }
}
