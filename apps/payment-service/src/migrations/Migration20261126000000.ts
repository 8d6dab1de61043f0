import { Migration } from '@mikro-orm/migrations';
import { eventBusStateSql, idempotencyTableSql } from '@eventdesk/server-kit';

/**
 * The Redis epoch the outbox relay last saw, so a Redis that lost its data is noticed, and the Idempotency-Keys of
 * the creating requests (issue 13).
 */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of [...eventBusStateSql('payment'), ...idempotencyTableSql('payment')]) {
      this.addSql(sql);
    }
  }
}
