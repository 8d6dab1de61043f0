import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationFilters } from '@eventdesk/contracts';
import { searchPattern, sql } from '@eventdesk/server-kit';

/** A registration row as the staff queries read it (snake_case, straight from PostgreSQL). */
export interface RegistrationRecord {
  id: number;
  ref: string;
  full_name: string;
  email: string;
  phone: string;
  type: string;
  business_name: string | null;
  package: string;
  amount: number;
  reference_type: string | null;
  referred_by: string | null;
  language: string;
  payment_status: string;
  registered_at: Date | string;
  followup_status: string | null;
  followup_notes: string | null;
  last_followup_at: Date | string | null;
  last_followup_by: string | null;
  paid_amount: number | null;
  payment_method: string | null;
  paid_at: Date | string | null;
  ticket_number: number;
  is_additional_ticket: boolean;
  parent_registration_id: number | null;
  parent_ref: string | null;
  parent_full_name: string | null;
  needs_review: boolean;
  review_note: string | null;
  updated_at: Date | string;
  last_updated_by: string | null;
}

/** What only the export shows of a registration: its coupon and the door's check-in (attendance events). */
export interface ExportExtras {
  couponCode: string | null;
  attended: boolean;
  attendedAt: string | null;
}

export interface StatusPackageCount {
  payment_status: string;
  package: string;
  registrations: number;
  revenue: number;
  needs_review: number;
}

export interface TimelineWeek {
  week_start: string;
  completed: number;
  revenue: number;
}

export interface DayCount {
  date: string;
  registrations: number;
  completed: number;
}

const TABLE = `"registration"."registration"`;

const COLUMNS = `r."id", r."ref", r."full_name", r."email", r."phone", r."type", r."business_name", r."package",
  r."amount", r."reference_type", r."referred_by", r."language", r."payment_status", r."registered_at",
  r."followup_status", r."followup_notes", r."last_followup_at", r."last_followup_by", r."paid_amount",
  r."payment_method", r."paid_at", r."ticket_number", r."is_additional_ticket", r."parent_registration_id",
  r."needs_review", r."review_note", r."updated_at", r."last_updated_by",
  p."ref" as "parent_ref", p."full_name" as "parent_full_name"`;

// The parent of an additional ticket (by its primary key, one row at most), named even if it was deleted since.
const PARENT = `left join ${TABLE} p on p."id" = r."parent_registration_id"`;

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The filters as one WHERE clause. Every condition starts from `not deleted`, so the partial indexes
 * (`registration_live_*`, the trigram index on `search_text`) serve it and soft-deleted rows never show or count.
 */
export function filterWhere(filters: RegistrationFilters): Where {
  const conditions = ['not r."deleted"'];
  const params: unknown[] = [];
  if (filters.paymentStatus !== 'all') {
    conditions.push('r."payment_status" = ?');
    params.push(filters.paymentStatus);
  }
  if (filters.followupStatus !== 'all') {
    // followup_state is coalesce(followup_status, 'pending'): never followed up counts as pending.
    conditions.push('r."followup_state" = ?');
    params.push(filters.followupStatus);
  }
  if (filters.package !== 'all') {
    conditions.push('r."package" = ?');
    params.push(filters.package);
  }
  const pattern = searchPattern(filters.search);
  if (pattern !== null) {
    conditions.push('r."search_text" like ?');
    params.push(pattern);
  }
  return { sql: conditions.join(' and '), params };
}

/** Every read of the staff list, dashboard, analytics and export (the follow-up cards share `filterWhere`). */
export const registrationQueriesRepository = {
  /**
   * One page, newest first. The ids are picked first (from an index on `id desc`, without reading the rows it
   * skips), then only those rows are read: an OFFSET deep into 100,000 rows stays cheap.
   */
  page(em: EntityManager, filters: RegistrationFilters, limit: number, offset: number) {
    const where = filterWhere(filters);
    return sql<RegistrationRecord>(
      em,
      `with picked as (
         select r."id" from ${TABLE} r where ${where.sql} order by r."id" desc limit ? offset ?
       )
       select ${COLUMNS} from ${TABLE} r join picked using ("id") ${PARENT} order by r."id" desc`,
      [...where.params, limit, offset],
    );
  },

  async count(em: EntityManager, filters: RegistrationFilters): Promise<number> {
    const where = filterWhere(filters);
    const [row] = await sql<{ total: number }>(
      em,
      `select count(*)::int as "total" from ${TABLE} r where ${where.sql}`,
      where.params,
    );
    return row?.total ?? 0;
  },

  async byId(em: EntityManager, id: number): Promise<RegistrationRecord | null> {
    const [row] = await sql<RegistrationRecord>(
      em,
      `select ${COLUMNS} from ${TABLE} r ${PARENT} where r."id" = ? and not r."deleted"`,
      [id],
    );
    return row ?? null;
  },

  /** The export's next page: rows below `beforeId` (a keyset cursor, so each page costs the same). */
  exportPage(em: EntityManager, filters: RegistrationFilters, beforeId: number | undefined, limit: number) {
    const where = filterWhere(filters);
    const cursor = beforeId === undefined ? '' : ' and r."id" < ?';
    return sql<RegistrationRecord>(
      em,
      `select ${COLUMNS} from ${TABLE} r ${PARENT} where ${where.sql}${cursor} order by r."id" desc limit ?`,
      [...where.params, ...(beforeId === undefined ? [] : [beforeId]), limit],
    );
  },

  /** What only the export shows of one page's rows, by id (one statement by primary key). */
  async exportExtras(em: EntityManager, ids: number[]): Promise<Map<number, ExportExtras>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await sql<{
      id: number;
      coupon_code: string | null;
      attended: boolean;
      attended_at: Date | string | null;
    }>(
      em,
      `select "id", "coupon_code", "attended", "attended_at" from ${TABLE}
      where "id" = any(?::int[])`,
      // A PostgreSQL array literal: knex would spread a JS array into a list of placeholders.
      [`{${ids.join(',')}}`],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          couponCode: row.coupon_code,
          attended: row.attended,
          attendedAt: row.attended_at === null ? null : new Date(row.attended_at).toISOString(),
        },
      ]),
    );
  },

  /** Live registrations by payment status and package, with the real revenue of the completed ones. */
  statusPackageCounts(em: EntityManager) {
    return sql<StatusPackageCount>(
      em,
      `select r."payment_status", r."package", count(*)::int as "registrations",
              coalesce(sum(r."paid_amount") filter (where r."payment_status" = 'completed'), 0)::float8 as "revenue",
              count(*) filter (where r."needs_review")::int as "needs_review"
       from ${TABLE} r where not r."deleted"
       group by r."payment_status", r."package"`,
      [],
    );
  },

  /** Completed payments per week (Monday start in the event's time zone), oldest first. */
  completedTimeline(em: EntityManager, timeZone: string) {
    return sql<TimelineWeek>(
      em,
      `select to_char(w."week", 'YYYY-MM-DD') as "week_start", w."completed", w."revenue"
       from (
         select date_trunc('week', r."paid_at" at time zone ?) as "week",
                count(*)::int as "completed", coalesce(sum(r."paid_amount"), 0)::float8 as "revenue"
         from ${TABLE} r
         where not r."deleted" and r."payment_status" = 'completed' and r."paid_at" is not null
         group by 1
       ) w
       order by w."week"`,
      [timeZone],
    );
  },

  /** Registrations per calendar day of the last `days` days in the event's time zone, zero days included. */
  registrationsPerDay(em: EntityManager, days: number, timeZone: string) {
    return sql<DayCount>(
      em,
      `with bounds as (select (now() at time zone ?)::date as "today"),
       series as (
         select generate_series(b."today" - (?::int - 1), b."today", interval '1 day')::date as "day" from bounds b
       ),
       recent as (
         select (r."registered_at" at time zone ?)::date as "day", r."payment_status"
         from ${TABLE} r, bounds b
         where not r."deleted" and r."registered_at" >= (b."today" - (?::int - 1))::timestamp at time zone ?
       )
       select to_char(s."day", 'YYYY-MM-DD') as "date", count(x."day")::int as "registrations",
              count(x."day") filter (where x."payment_status" = 'completed')::int as "completed"
       from series s left join recent x on x."day" = s."day"
       group by s."day" order by s."day"`,
      [timeZone, days, timeZone, days, timeZone],
    );
  },

  byReferenceType(em: EntityManager) {
    return sql<{ reference_type: string; count: number }>(
      em,
      `select coalesce(r."reference_type", 'none') as "reference_type", count(*)::int as "count"
       from ${TABLE} r where not r."deleted" group by 1 order by 2 desc, 1`,
      [],
    );
  },

  byPaymentMethod(em: EntityManager) {
    return sql<{ method: string; count: number; revenue: number }>(
      em,
      `select r."payment_method" as "method", count(*)::int as "count",
              coalesce(sum(r."paid_amount"), 0)::float8 as "revenue"
       from ${TABLE} r
       where not r."deleted" and r."payment_status" = 'completed' and r."payment_method" is not null
       group by 1 order by 2 desc, 1`,
      [],
    );
  },
};
