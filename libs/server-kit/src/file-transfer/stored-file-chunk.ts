import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_CHUNK_BYTES, type FileChunkQuery, type FileChunkReply } from '@eventdesk/contracts';
import { DomainError } from '../errors/domain-error';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Where a service keeps its stored files: a table of its schema and the columns a download needs. */
export interface StoredFileColumns {
  table: string;
  /** The column `FileChunkQuery.id` names a file by. */
  id: string;
  bytes: string;
  size: string;
  mimeType: string;
  fileName: string;
}

/**
 * One slice of a stored file (the piece `query.index` of FILE_CHUNK_BYTES), cut by PostgreSQL's substring so the
 * file is never loaded whole here; a whole file would not fit one NATS reply anyway. Null when there is no such
 * file (the caller says what is missing); NOT_FOUND when the file has no piece of that index.
 */
export async function readFileChunk(
  em: EntityManager,
  schema: string,
  columns: StoredFileColumns,
  query: FileChunkQuery,
): Promise<FileChunkReply | null> {
  const table = `${quoted(schema)}.${quoted(columns.table)}`;
  const [id, bytes, size, mimeType, fileName] = [
    columns.id,
    columns.bytes,
    columns.size,
    columns.mimeType,
    columns.fileName,
  ].map(quoted);
  const rows = await em.execute<Array<{ data: Buffer; size: number; mime_type: string; file_name: string }>>(
    `select substring(${bytes} from ? for ?) as "data", ${size}::int as "size", ${mimeType} as "mime_type",
            ${fileName} as "file_name"
       from ${table} where ${id} = ?`,
    [query.index * FILE_CHUNK_BYTES + 1, FILE_CHUNK_BYTES, query.id],
  );
  const row = rows[0];
  if (!row) {
    return null;
  }
  const chunkCount = Math.max(1, Math.ceil(row.size / FILE_CHUNK_BYTES));
  if (query.index >= chunkCount) {
    throw new DomainError('NOT_FOUND', 'No such piece of the file');
  }
  return {
    data: row.data.toString('base64'),
    chunkCount,
    size: row.size,
    mimeType: row.mime_type,
    fileName: row.file_name,
  };
}

/** Identifiers come from code; checked and quoted all the same, since they are spliced into the SQL. */
function quoted(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(`Not an SQL identifier: ${name}`);
  }
  return `"${name}"`;
}
