import { Migration } from '@mikro-orm/migrations';
import { fileChunkTableSql } from '@eventdesk/server-kit';

/** Pieces of lead files on their way in (libs/server-kit file-transfer): any replica may receive any piece. */
export class Migration20261124010000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of fileChunkTableSql('leads')) {
      this.addSql(sql);
    }
  }
}
