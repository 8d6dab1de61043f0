import { Migration } from '@mikro-orm/migrations';
import { defaultEventSettings } from '@eventdesk/contracts';

export class Migration20261122100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "registration"."event_settings" (
      "id" integer primary key check ("id" = 1),
      "data" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" text not null
    )`);
    // Seeded with the spec's values; staff change them in admin Settings.
    this.addSql(
      this.getKnex().raw(
        `insert into "registration"."event_settings" ("id", "data", "updated_by") values (1, ?::jsonb, 'seed')`,
        [JSON.stringify(defaultEventSettings)],
      ),
    );
  }
}
