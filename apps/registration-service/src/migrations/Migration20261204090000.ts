import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: a registration in one round trip. The profile of a ticket rush showed registration-service spending a
 * third of its time writing to sockets and a quarter in MikroORM/knex, for nine statements per registration (begin,
 * idempotency key, contact locks, live holds, seat claim, registration, outbox row, stored answer, commit).
 * `register_with_seat` runs the same statements, in the same order and with the same locks, inside the database:
 * one call is one transaction for the public form (or part of the caller's transaction for staff). Refusals raise
 * with their own SQLSTATE, so everything the call wrote rolls back with them:
 * - `ED409` the Idempotency-Key was used for another request;
 * - `ED429` the contact already holds `p_hold_limit` unpaid seats (DETAIL: whole minutes until the first lapses);
 * - `ED410` no seat is free in the package.
 * Every statement of a VOLATILE function takes a fresh snapshot (READ COMMITTED), so the holds are counted after the
 * contact locks are held, as before. The free-seat order is `FREE_SEAT` of seats.repository.ts; the live holds are
 * `LIVE_HOLDS` of registrations.repository.ts (the seat and hold-budget specs run through this function).
 */
export class Migration20261204090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "registration"."register_with_seat"(
      p_idempotency_scope text,
      p_idempotency_key text,
      p_request_hash text,
      p_hold_lock_class integer,
      p_hold_limit integer,
      p_email_key text,
      p_phone_key text,
      p_capacity integer,
      p_hold_minutes integer,
      p_registration jsonb,
      p_event_id uuid,
      p_event_name text,
      p_event_payload jsonb,
      p_correlation_id text,
      p_answer jsonb
    ) returns table ("out_registration_id" integer, "out_answer" jsonb, "out_replayed" boolean)
    language plpgsql volatile as $body$
    declare
      v_stored record;
      v_held integer;
      v_wait_minutes integer;
      v_id integer;
      v_answer jsonb;
    begin
      if p_idempotency_key is not null then
        insert into "registration"."idempotency_key" ("scope", "key", "request_hash", "response")
          values (p_idempotency_scope, p_idempotency_key, p_request_hash, 'null'::jsonb)
          on conflict do nothing;
        if not found then
          select k."request_hash", k."response" into v_stored from "registration"."idempotency_key" k
            where k."scope" = p_idempotency_scope and k."key" = p_idempotency_key;
          if not found or v_stored."request_hash" <> p_request_hash then
            raise exception using errcode = 'ED409', message = 'Idempotency-Key used for another request';
          end if;
          return query select null::integer, v_stored."response", true;
          return;
        end if;
      end if;

      if p_hold_limit is not null then
        perform pg_advisory_xact_lock(p_hold_lock_class, keys.k)
          from (select distinct v.k from (values (hashtext('email:' || p_email_key)), (hashtext('phone:' || p_phone_key))) v(k)
                order by v.k) keys;
        select count(*)::int,
            -- The clock, not now(): this call may have waited on the locks since before the holds it counts.
            greatest(1, ceil(extract(epoch from min(s."held_until") - clock_timestamp()) / 60))::int
          into v_held, v_wait_minutes
          from "registration"."registration" r
          join "registration"."seat" s on s."registration_id" = r."id"
          where not s."sold" and s."held_until" > now()
            and (r."email_key" = p_email_key or r."phone_key" = p_phone_key)
            and not r."is_additional_ticket" and not r."staff_added";
        if v_held >= p_hold_limit then
          raise exception using errcode = 'ED429', message = 'Contact holds its budget of unpaid seats',
            detail = coalesce(v_wait_minutes, 1)::text;
        end if;
      end if;

      update "registration"."seat" s
        set "registration_id" = nextval('"registration"."registration_id_seq"'),
            "held_until" = now() + make_interval(mins => p_hold_minutes),
            "sold" = false
        where (s."package", s."number") = (
          select f."package", f."number" from "registration"."seat" f
            where f."package" = p_registration ->> 'package' and f."number" <= p_capacity and not f."sold"
              and coalesce(f."held_until", '-infinity'::timestamptz) < now()
            order by coalesce(f."held_until", '-infinity'::timestamptz), f."number"
            limit 1
            for update skip locked)
        returning s."registration_id" into v_id;
      if v_id is null then
        raise exception using errcode = 'ED410', message = 'No seat is free in this package';
      end if;

      insert into "registration"."registration" ("id", "ref", "full_name", "email", "phone", "phone_key", "type",
          "business_name", "package", "reference_type", "referred_by", "voucher", "amount", "coupon_code", "list_price",
          "language", "last_updated_by", "staff_added")
        select v_id, r."ref", r."fullName", r."email", r."phone", r."phoneKey", r."type", r."businessName", r."package",
            r."referenceType", r."referredBy", r."voucher", r."amount", r."couponCode", r."listPrice", r."language",
            r."lastUpdatedBy", coalesce(r."staffAdded", false)
          from jsonb_to_record(p_registration) as r("ref" text, "fullName" text, "email" text, "phone" text,
            "phoneKey" text, "type" text, "businessName" text, "package" text, "referenceType" text, "referredBy" text,
            "voucher" boolean, "amount" integer, "couponCode" text, "listPrice" integer, "language" text,
            "lastUpdatedBy" text, "staffAdded" boolean);

      insert into "registration"."outbox_event" ("id", "name", "payload", "correlation_id", "created_at", "attempts")
        values (p_event_id, p_event_name, jsonb_set(p_event_payload, '{registrationId}', to_jsonb(v_id)),
          p_correlation_id, now(), 0);

      v_answer := jsonb_set(p_answer, '{id}', to_jsonb(v_id));
      if p_idempotency_key is not null then
        update "registration"."idempotency_key" k set "response" = v_answer
          where k."scope" = p_idempotency_scope and k."key" = p_idempotency_key;
      end if;
      return query select v_id, v_answer, false;
    end
    $body$`);
  }

  override async down(): Promise<void> {
    this
      .addSql(`drop function "registration"."register_with_seat"(text, text, text, integer, integer, text, text,
      integer, integer, jsonb, uuid, text, jsonb, text, jsonb)`);
  }
}
