import { Migration } from '@mikro-orm/migrations';
import type { OrmConfig } from '../src/database/orm-options';
import { fileChunkTableSql } from '../src/file-transfer/file-chunk-tables.sql';
import type { StoredFileColumns } from '../src/file-transfer/stored-file-chunk';

/** A schema of its own: the chunk store must work in whichever schema a service gives it. */
export const FILE_TEST_SCHEMA = 'file_transfer_test';

/** Where the tests keep whole files, named unlike any service's table so the column mapping is exercised. */
export const storedFileColumns: StoredFileColumns = {
  table: 'stored_file',
  id: 'owner_id',
  bytes: 'content',
  size: 'byte_count',
  mimeType: 'content_type',
  fileName: 'original_name',
};

class FileTransferTestMigration extends Migration {
  override async up(): Promise<void> {
    for (const sql of fileChunkTableSql(FILE_TEST_SCHEMA)) {
      this.addSql(sql);
    }
    this.addSql(`create table "${FILE_TEST_SCHEMA}"."stored_file" (
      "owner_id" serial primary key,
      "content" bytea not null,
      "byte_count" integer not null,
      "content_type" text not null,
      "original_name" text not null
    )`);
  }
}

export function fileTransferOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: FILE_TEST_SCHEMA,
    databaseUrl,
    entities: [],
    migrations: [{ name: 'FileTransferTestMigration', class: FileTransferTestMigration }],
  };
}
