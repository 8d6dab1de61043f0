/** DDL for the event-bus tables every service keeps in its own schema; used by each service's first migration. */
export function eventBusTablesSql(schema: string): string[] {
  return [
    `create table "${schema}"."outbox_event" (
    "id" uuid primary key,
    "name" text not null,
    "payload" jsonb not null,
    "correlation_id" text null,
    "created_at" timestamptz not null default now(),
    "published_at" timestamptz null,
    "attempts" integer not null default 0,
    "last_error" text null
  )`,
    `create index "outbox_event_unpublished_idx" on "${schema}"."outbox_event" ("created_at") where "published_at" is null`,
    `create table "${schema}"."processed_event" (
    "event_id" uuid not null,
    "consumer" text not null,
    "processed_at" timestamptz not null default now(),
    primary key ("event_id", "consumer")
  )`,
  ];
}
