/**
 * `create extension if not exists` for a migration. An extension exists once per database, and on a fresh database
 * two services migrate at the same moment: both see it missing, one inserts, the other fails on the catalog's unique
 * index (CI run of 2026-11-23: registration-service exited on `pg_extension_name_index`). The loser's statement is
 * caught, and by then the winner has committed the extension, so the next statement finds it.
 */
export function createExtensionSql(extension: 'pg_trgm', schema = 'public'): string {
  return `do $$ begin
      create extension if not exists ${extension} schema ${schema};
    exception when unique_violation or duplicate_object then null;
    end $$`;
}
