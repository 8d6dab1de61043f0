import { Migration } from '@mikro-orm/migrations';

/**
 * Seats (DESIGN "Seats"): one row per seat, claimed with FOR UPDATE SKIP LOCKED, so a ticket rush never queues
 * on one counter row. A seat is free when no registration holds it, or its unsold hold has passed `held_until`:
 * an expired hold simply stops counting, no clean-up job is needed.
 */
export class Migration20261122210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "registration"."seat" (
      "package" text not null check ("package" in ('silver', 'gold', 'diamond', 'vip')),
      "number" integer not null check ("number" > 0),
      -- Deferred: a registration claims its seat (taking its id from the sequence) before the row is inserted.
      "registration_id" integer null references "registration"."registration" ("id") deferrable initially deferred,
      "held_until" timestamptz null,
      "sold" boolean not null default false,
      primary key ("package", "number"),
      constraint "seat_sold_has_registration" check (not "sold" or "registration_id" is not null),
      constraint "seat_hold_has_deadline" check ("sold" or "registration_id" is null or "held_until" is not null)
    )`);
    // One seat per registration at most.
    this.addSql(
      `create unique index "seat_registration_id_unique" on "registration"."seat" ("registration_id") where "registration_id" is not null`,
    );
    // The claim's index: never-held seats first (-infinity), then lapsed holds, in seat order; sold seats left out.
    this.addSql(
      `create index "seat_free_index" on "registration"."seat" ("package", (coalesce("held_until", '-infinity'::timestamptz)), "number") where not "sold"`,
    );
    // Seats for the capacities already in the settings; later changes go through the settings update.
    this.addSql(`insert into "registration"."seat" ("package", "number")
      select p.key, n
        from "registration"."event_settings" s,
             jsonb_each(s.data -> 'packages') p,
             generate_series(1, (p.value ->> 'capacity')::int) n
      on conflict do nothing`);

    // A payment that arrives after its seat went to someone else, with none left, waits for staff.
    this.addSql(`alter table "registration"."registration"
      add column "needs_review" boolean not null default false,
      add column "review_note" text null`);
    this.addSql(
      `create index "registration_needs_review_index" on "registration"."registration" ("needs_review") where "needs_review"`,
    );
    this.addSql(
      `create index "registration_parent_registration_id_index" on "registration"."registration" ("parent_registration_id") where "parent_registration_id" is not null`,
    );

    // The /home contact form: stored for staff to read and answer.
    this.addSql(`create table "registration"."contact_message" (
      "id" serial primary key,
      "name" text not null,
      "email" text not null,
      "phone" text not null,
      "programme" text not null,
      "message" text not null,
      "language" text not null default 'en',
      "received_at" timestamptz not null default now(),
      "handled_at" timestamptz null,
      "handled_by" text null
    )`);
    this.addSql(
      `create index "contact_message_received_at_index" on "registration"."contact_message" ("received_at")`,
    );
  }
}
