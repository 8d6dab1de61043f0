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

/**
 * One row per service schema: the Redis epoch its relay last saw (issue 13). When Redis forgets its data the
 * epoch marker there is gone, a new one is drawn, and the relay that finds it differs from this row replays.
 */
export function eventBusStateSql(schema: string): string[] {
  return [
    `create table "${schema}"."event_bus_state" (
    "id" boolean primary key default true check ("id"),
    "redis_epoch" text not null,
    "updated_at" timestamptz not null default now()
  )`,
    // Replays and the retention sweep look up published rows by time.
    `create index "outbox_event_published_at_idx" on "${schema}"."outbox_event" ("published_at") where "published_at" is not null`,
  ];
}
