import { Migration } from '@mikro-orm/migrations';
import { outboxNotifySql } from '@eventdesk/server-kit';

/** Each new outbox row notifies the relays, which listen instead of polling (issue 18). */
export class Migration20261210000000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of outboxNotifySql('attendance')) {
      this.addSql(sql);
    }
  }
}
