import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: payment.completed applied to the registration in one round trip (was a MikroORM transaction of six
 * statements: begin, processed_event, the locked row, seat sale or claim, the paid figures, commit). `record_payment`
 * runs the same statements in the same order with the same locks inside the database and answers what it did:
 * - `duplicate` the event was applied before (its processed_event row exists), nothing written;
 * - `unknown` no such registration (the marker is kept: a redelivery finds nothing either);
 * - `already-paid` it was completed before (another payment event), nothing changed;
 * - `void` a payment for a void registration: staff review with `p_void_note`, the status stays void;
 * - `sold` its seat (the held one, or any free one of its package within `p_capacities`) is sold and the
 *   registration completed;
 * - `review` no seat was free: completed and on the review list with `format(p_no_seat_note, package)`.
 * The held seat is re-read under its row lock (a concurrent claim of a lapsed hold wins or loses whole); the free-seat
 * order is `FREE_SEAT` of seats.repository.ts.
 */
export class Migration20261206090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "registration"."record_payment"(
      p_event_id uuid,
      p_consumer text,
      p_registration_id integer,
      p_capacities jsonb,
      p_amount integer,
      p_method text,
      p_paid_at timestamptz,
      p_void_note text,
      p_no_seat_note text
    ) returns text
    language plpgsql volatile as $body$
    declare
      v_status text;
      v_package text;
      v_seat integer;
    begin
      insert into "registration"."processed_event" ("event_id", "consumer", "processed_at")
        values (p_event_id, p_consumer, now())
        on conflict do nothing;
      if not found then
        return 'duplicate';
      end if;

      select r."payment_status", r."package" into v_status, v_package from "registration"."registration" r
        where r."id" = p_registration_id for update;
      if not found then
        return 'unknown';
      end if;
      if v_status = 'completed' then
        return 'already-paid';
      end if;
      if v_status = 'void' then
        update "registration"."registration" set "needs_review" = true, "review_note" = p_void_note
          where "id" = p_registration_id;
        return 'void';
      end if;

      update "registration"."seat" set "sold" = true, "held_until" = null
        where "registration_id" = p_registration_id returning "number" into v_seat;
      if v_seat is null then
        update "registration"."seat" s set "registration_id" = p_registration_id, "held_until" = null, "sold" = true
          where (s."package", s."number") = (
            select f."package", f."number" from "registration"."seat" f
              where f."package" = v_package and f."number" <= coalesce((p_capacities ->> v_package)::int, 0)
                and not f."sold" and coalesce(f."held_until", '-infinity'::timestamptz) < now()
              order by coalesce(f."held_until", '-infinity'::timestamptz), f."number"
              limit 1
              for update skip locked)
          returning s."number" into v_seat;
      end if;

      update "registration"."registration"
        set "payment_status" = 'completed', "paid_amount" = p_amount, "payment_method" = p_method,
            "paid_at" = p_paid_at, "updated_at" = now(),
            "needs_review" = case when v_seat is null then true else "needs_review" end,
            "review_note" = case when v_seat is null then format(p_no_seat_note, v_package) else "review_note" end
        where "id" = p_registration_id;
      return case when v_seat is null then 'review' else 'sold' end;
    end
    $body$`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop function "registration"."record_payment"(uuid, text, integer, jsonb, integer, text, timestamptz, text, text)`,
    );
  }
}
