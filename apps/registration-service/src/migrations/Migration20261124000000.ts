import { Migration } from '@mikro-orm/migrations';
import { fileChunkTableSql } from '@eventdesk/server-kit';

/**
 * Pitch documents arrive through the shared file-transfer mechanism: its piece table replaces pitch_upload_chunk.
 * Pieces in flight are disposable (the applicant's submit fails and is sent again), so the old table is dropped.
 */
export class Migration20261124000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table "registration"."pitch_upload_chunk"`);
    for (const sql of fileChunkTableSql('registration')) {
      this.addSql(sql);
    }
  }
}
