import { Migration } from '@mikro-orm/migrations';
import { eventBusStateSql } from '@eventdesk/server-kit';

/** The Redis epoch the outbox relay last saw, so a Redis that lost its data is noticed (issue 13). */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of eventBusStateSql('leads')) {
      this.addSql(sql);
    }
  }
}
