import { Migration } from '@mikro-orm/migrations';
import type { OrmConfig } from '../src/database/orm-options';
import { idempotencyTableSql } from '../src/idempotency/idempotency';
import { eventBusStateSql, eventBusTablesSql } from '../src/outbox/outbox-tables.sql';
import { OutboxEvent } from '../src/outbox/outbox-event.entity';
import { ProcessedEvent } from '../src/outbox/processed-event.entity';

export const KIT_SCHEMA = 'kit_test';

class KitTestMigration extends Migration {
  override async up(): Promise<void> {
    for (const sql of [
      ...eventBusTablesSql(KIT_SCHEMA),
      ...eventBusStateSql(KIT_SCHEMA),
      ...idempotencyTableSql(KIT_SCHEMA),
    ]) {
      this.addSql(sql);
    }
    this.addSql(`create table "${KIT_SCHEMA}"."side_effect" ("id" serial primary key, "note" text not null)`);
  }
}

/** The event-bus tables alone, in a schema of their own, for testing the library without any service. */
export function kitOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: KIT_SCHEMA,
    databaseUrl,
    entities: [OutboxEvent, ProcessedEvent],
    migrations: [{ name: 'KitTestMigration', class: KitTestMigration }],
  };
}
