import { Migration } from '@mikro-orm/migrations';
import { fileChunkTableSql } from '@eventdesk/server-kit';

/**
 * Receipts arrive through the shared file-transfer mechanism: its piece table replaces proof_upload_chunk. Pieces
 * in flight are disposable (the visitor's upload fails and is sent again), so the old table is dropped, not copied.
 */
export class Migration20261124000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop table "payment"."proof_upload_chunk"`);
    for (const sql of fileChunkTableSql('payment')) {
      this.addSql(sql);
    }
  }
}
