import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LEAD_CALLER_ALL,
  LEAD_CALLER_NEEDS_REASSIGNMENT,
  LEAD_CALLER_UNASSIGNED,
  type LeadFilters,
  type LeadSort,
  type LeadStatus,
  type LeadViewer,
} from '@eventdesk/contracts';
import { searchPattern, sql } from '@eventdesk/server-kit';
import { ownLeadsOnly } from './lead-scope';
import { LeadStatusHistory } from './lead-status-history.entity';

/** A lead as the staff reads return it (snake_case, straight from PostgreSQL). */
export interface LeadRecord {
  id: number;
  s_no: number | null;
  full_name: string;
  phone_raw: string;
  phone_e164: string;
  email: string | null;
  city: string | null;
  business_name: string | null;
  platform: string;
  ad_name: string | null;
  campaign_name: string | null;
  form_name: string | null;
  current_business_status: string | null;
  biggest_business_challenge: string | null;
  form_answers: unknown;
  current_status: LeadStatus;
  /** `YYYY-MM-DD` (read with to_char: the driver would turn a date into a local midnight). */
  followup_date: string | null;
  reference_id: string | null;
  linked_registration_id: number | null;
  linked_registration_ref: string | null;
  registration_paid: boolean;
  notes: string | null;
  business_notes: string | null;
  caller: string | null;
  caller_active: boolean;
  source: string;
  import_id: number | null;
  created_time: Date | string | null;
  imported_at: Date | string;
  updated_at: Date | string;
  last_updated_by: string | null;
}

export interface LeadStatusCounts {
  byStatus: Array<{ current_status: LeadStatus; count: number }>;
  due: number;
  converted: number;
}

const TABLE = `"leads"."meta_lead"`;

const COLUMNS = `l."id", l."s_no", l."full_name", l."phone_raw", l."phone_e164", l."email", l."city",
  l."business_name", l."platform", l."ad_name", l."campaign_name", l."form_name", l."current_business_status",
  l."biggest_business_challenge", l."form_answers", l."current_status",
  to_char(l."followup_date", 'YYYY-MM-DD') as "followup_date", l."reference_id", l."linked_registration_id",
  l."linked_registration_ref", l."registration_paid", l."notes", l."business_notes", l."caller",
  (s."user_id" is not null) as "caller_active", l."source", l."import_id", l."created_time", l."imported_at",
  l."updated_at", l."last_updated_by"`;

/** The lead's caller as an active caller (role user, not disabled): none means the lead needs reassignment. */
const ACTIVE_CALLER_JOIN = `left join "leads"."staff_member" s
  on s."username" = l."caller" and s."role" = 'user' and not s."disabled"`;

const NEEDS_REASSIGNMENT = `l."caller" is not null and not exists (
  select 1 from "leads"."staff_member" m where m."username" = l."caller" and m."role" = 'user' and not m."disabled")`;

interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * The viewer's scope and the filters as one WHERE clause. A caller's scope is their own leads whatever the caller
 * filter says; `today` is the day in Asia/Kolkata for `due`.
 */
export function leadWhere(viewer: LeadViewer, filters: Partial<LeadFilters>, today: string): Sql {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const caller = filters.caller ?? LEAD_CALLER_ALL;
  if (ownLeadsOnly(viewer)) {
    conditions.push(`l."caller" = ?`);
    params.push(viewer.username);
  } else if (caller === LEAD_CALLER_UNASSIGNED) {
    conditions.push(`l."caller" is null`);
  } else if (caller === LEAD_CALLER_NEEDS_REASSIGNMENT) {
    conditions.push(NEEDS_REASSIGNMENT);
  } else if (caller !== LEAD_CALLER_ALL) {
    conditions.push(`l."caller" = ?`);
    params.push(caller);
  }
  const status = filters.status ?? 'all';
  if (status === 'due') {
    conditions.push(`l."current_status" = 'followup' and l."followup_date" <= ?::date`);
    params.push(today);
  } else if (status !== 'all') {
    conditions.push(`l."current_status" = ?`);
    params.push(status);
  }
  const pattern = searchPattern(filters.search ?? '');
  if (pattern !== null) {
    conditions.push(`l."search_text" like ?`);
    params.push(pattern);
  }
  return { sql: conditions.length ? conditions.join(' and ') : 'true', params };
}

/** One part of a sort order: its rows come after those of the parts before it, in `order` among themselves. */
interface SortPart {
  when: Sql;
  order: string;
  /** Whether the part is sorted by follow-up date first (the outer query sorts by it again). */
  date: boolean;
}

const FOLLOWUP_DATED = `l."current_status" = 'followup' and l."followup_date" is not null`;

const part = (sql: string, params: unknown[] = [], order = `l."id" desc`, date = false): SortPart => ({
  when: { sql, params },
  order,
  date,
});

function sortParts(sort: LeadSort, today: string): { parts: SortPart[]; dateOrder: 'asc' | 'desc' } {
  switch (sort) {
    case 'none':
      return { parts: [part('true')], dateOrder: 'asc' };
    case 'followup_asc':
    case 'followup_desc': {
      const direction = sort === 'followup_asc' ? 'asc' : 'desc';
      return {
        parts: [
          part(FOLLOWUP_DATED, [], `l."followup_date" ${direction}, l."id" desc`, true),
          part(`not (${FOLLOWUP_DATED})`),
        ],
        dateOrder: direction,
      };
    }
    case 'work':
      // Overdue follow-ups, due today, new leads, the rest; `coalesce` keeps a followup without a date in "the rest".
      return {
        parts: [
          part(`l."current_status" = 'followup' and l."followup_date" < ?::date`, [today]),
          part(`l."current_status" = 'followup' and l."followup_date" = ?::date`, [today]),
          part(`l."current_status" = 'pending'`),
          part(
            `l."current_status" <> 'pending'
             and not (l."current_status" = 'followup' and coalesce(l."followup_date" <= ?::date, false))`,
            [today],
          ),
        ],
        dateOrder: 'asc',
      };
  }
}

/**
 * The ids of one page. Each part of the order is read on its own through an index (id, status or follow-up
 * date) and stops after `offset + limit` rows, so the first pages of any order cost a few index rows, never a
 * sort of every lead in scope.
 */
function pickPage(
  where: Sql,
  sort: LeadSort,
  today: string,
  limit: number,
  offset: number,
): Sql & { dateOrder: 'asc' | 'desc' } {
  const { parts, dateOrder } = sortParts(sort, today);
  if (parts.length === 1) {
    return {
      sql: `select l."id", 0 as "rank", null::date as "fd" from ${TABLE} l
            where ${where.sql} order by l."id" desc limit ? offset ?`,
      params: [...where.params, limit, offset],
      dateOrder,
    };
  }
  const params: unknown[] = [];
  const branches = parts.map(({ when, order, date }, rank) => {
    params.push(...where.params, ...when.params, offset + limit);
    const fd = date ? `l."followup_date"` : 'null::date';
    return `(select l."id", ${rank} as "rank", ${fd} as "fd" from ${TABLE} l
             where (${where.sql}) and (${when.sql}) order by ${order} limit ?)`;
  });
  params.push(limit, offset);
  return {
    sql: `select u."id", u."rank", u."fd" from (${branches.join(' union all ')}) u
          order by u."rank", u."fd" ${dateOrder}, u."id" desc limit ? offset ?`,
    params,
    dateOrder,
  };
}

/** Every read of the leads list, progress cards, export and the registration side's linked leads. */
export const leadQueriesRepository = {
  /** One page: the ids are picked first (indexes only), then only those rows are read. */
  page(em: EntityManager, where: Sql, sort: LeadSort, today: string, limit: number, offset: number) {
    const picked = pickPage(where, sort, today, limit, offset);
    return sql<LeadRecord>(
      em,
      `with picked as (${picked.sql})
       select ${COLUMNS} from ${TABLE} l join picked p on p."id" = l."id" ${ACTIVE_CALLER_JOIN}
       order by p."rank", p."fd" ${picked.dateOrder}, l."id" desc`,
      picked.params,
    );
  },

  /** The exact count, or with `upTo` at most `upTo + 1` (the scan stops there: a search's matches are rechecked). */
  async count(em: EntityManager, where: Sql, upTo?: number): Promise<number> {
    const matching = `select 1 from ${TABLE} l where ${where.sql}`;
    const [row] = await sql<{ total: number }>(
      em,
      upTo === undefined
        ? `select count(*)::int as "total" from (${matching}) m`
        : `select count(*)::int as "total" from (${matching} limit ${upTo + 1}) m`,
      where.params,
    );
    return row?.total ?? 0;
  },

  async byId(em: EntityManager, id: number): Promise<LeadRecord | null> {
    const [row] = await sql<LeadRecord>(
      em,
      `select ${COLUMNS} from ${TABLE} l ${ACTIVE_CALLER_JOIN} where l."id" = ?`,
      [id],
    );
    return row ?? null;
  },

  /** Leads per status (an index-only scan); every lead unless `where` narrows it. */
  countsByStatus(em: EntityManager, where: Sql = { sql: 'true', params: [] }) {
    return sql<{ current_status: LeadStatus; count: number }>(
      em,
      `select l."current_status", count(*)::int as "count" from ${TABLE} l where ${where.sql} group by 1`,
      where.params,
    );
  },

  /** Counts per status, due follow-ups and converted leads, side by side on the pool. */
  async statusCounts(em: EntityManager, where: Sql, today: string): Promise<LeadStatusCounts> {
    const [byStatus, [due], [converted]] = await Promise.all([
      leadQueriesRepository.countsByStatus(em, where),
      sql<{ count: number }>(
        em,
        `select count(*)::int as "count" from ${TABLE} l
         where ${where.sql} and l."current_status" = 'followup' and l."followup_date" <= ?::date`,
        [...where.params, today],
      ),
      sql<{ count: number }>(
        em,
        `select count(*)::int as "count" from ${TABLE} l
         where ${where.sql} and l."linked_registration_id" is not null and l."registration_paid"`,
        where.params,
      ),
    ]);
    return { byStatus, due: due?.count ?? 0, converted: converted?.count ?? 0 };
  },

  /** The export's next page: rows below `beforeId`, newest first (a keyset cursor, so each page costs the same). */
  exportPage(em: EntityManager, where: Sql, beforeId: number | null, limit: number) {
    const cursor = beforeId === null ? '' : ` and l."id" < ?`;
    return sql<LeadRecord>(
      em,
      `select ${COLUMNS} from ${TABLE} l ${ACTIVE_CALLER_JOIN}
       where ${where.sql}${cursor} order by l."id" desc limit ?`,
      [...where.params, ...(beforeId === null ? [] : [beforeId]), limit],
    );
  },

  /** The lead's status changes, newest first. */
  history(em: EntityManager, leadId: number) {
    return em.find(LeadStatusHistory, { leadId }, { orderBy: { id: 'desc' } });
  },

  linkedTo(em: EntityManager, registrationId: number) {
    return sql<{ id: number; full_name: string; caller: string | null; current_status: LeadStatus }>(
      em,
      `select l."id", l."full_name", l."caller", l."current_status" from ${TABLE} l
       where l."linked_registration_id" = ? order by l."id"`,
      [registrationId],
    );
  },
};
