/** DDL for the audit table a service keeps in its own schema (add to one of its migrations). */
export function auditEntrySql(schema: string): string[] {
  return [
    `create table "${schema}"."audit_entry" (
    "id" bigserial primary key,
    "actor" text not null,
    "action" text not null,
    "target_type" text not null,
    "target_id" text null,
    "before" jsonb null,
    "after" jsonb null,
    "at" timestamptz not null default clock_timestamp()
  )`,
    `create index "audit_entry_at_idx" on "${schema}"."audit_entry" ("at" desc, "id" desc)`,
    `create index "audit_entry_target_idx" on "${schema}"."audit_entry" ("target_type", "target_id", "at" desc)`,
  ];
}
