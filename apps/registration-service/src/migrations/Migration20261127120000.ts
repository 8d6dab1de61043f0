import { Migration } from '@mikro-orm/migrations';
import { upcomingEventDate } from '@eventdesk/contracts';

/**
 * Issue 15 item 7: sales now close after the event day, and the seed's day (the spec's 25 October 2025) is past.
 * A settings row staff never saved (still the seed's) moves to the coming 25 October, so a fresh install sells.
 */
export class Migration20261127120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      this.getKnex().raw(
        `update "registration"."event_settings"
          set "data" = jsonb_set("data", '{event,date}', to_jsonb(?::text))
          where "updated_by" = 'seed' and "data"->'event'->>'date' = '2025-10-25'`,
        [upcomingEventDate(new Date())],
      ),
    );
  }
}
