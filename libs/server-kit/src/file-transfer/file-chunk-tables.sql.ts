const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** `"<schema>"."file_chunk"`; the schema comes from code, never from a request, and is checked all the same. */
export function fileChunkTable(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Not a schema name: ${schema}`);
  }
  return `"${schema}"."file_chunk"`;
}

/**
 * DDL for the pieces of files on their way in, kept in each receiving service's own schema (add to one of its
 * migrations). Any replica may receive any piece, so they meet here until the submit takes them.
 */
export function fileChunkTableSql(schema: string): string[] {
  const table = fileChunkTable(schema);
  return [
    `create table ${table} (
    "upload_id" uuid not null,
    "index" integer not null check ("index" >= 0),
    "bytes" bytea not null,
    "created_at" timestamptz not null default now(),
    primary key ("upload_id", "index")
  )`,
    `create index "file_chunk_created_at_idx" on ${table} ("created_at")`,
  ];
}
