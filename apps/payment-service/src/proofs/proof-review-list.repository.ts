import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProofReviewTab, UtrDuplicate } from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';

/** One receipt of the review queue as the statement returns it. */
export interface ReviewRowRecord {
  proof_id: number;
  payment_id: number;
  registration_id: number;
  registration_ref: string;
  registration: { fullName: string; email: string; phone: string; package: string };
  amount: number;
  payment_reference: string | null;
  transaction_id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  uploaded_at: Date;
  status: string;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  reject_reason: string | null;
  uploaded_by: string | null;
  closed_reason: string | null;
  utr_duplicates: UtrDuplicate[];
}

/** The UTR as the duplicate check compares it (the same as `normalizeUtr` in contracts, and the indexes). */
const utrKey = (column: string) => `upper(regexp_replace(${column}, '\\s', '', 'g'))`;

/**
 * Why an unreviewed receipt needs no decision: its registration was deleted or voided (registration.updated.v1,
 * kept in registration_state), or it is paid already (a completed payment here, or the registration says so).
 */
const CLOSED_REASON = `case
  when rs."deleted" then 'deleted'
  when rs."payment_status" = 'void' then 'void'
  when rs."payment_status" in ('completed', 'privilege_guest')
    or exists (select 1 from "payment"."payment" c
                where c."registration_id" = p."registration_id" and c."status" = 'completed') then 'completed'
end`;

const FROM = `from "payment"."payment_proof" p
  join "payment"."payment" pay on pay."id" = p."payment_id"
  left join "payment"."registration_state" rs on rs."registration_id" = p."registration_id"`;

/** The tab as a WHERE clause over FROM. */
function tabWhere(tab: ProofReviewTab): { sql: string; params: unknown[] } {
  switch (tab) {
    case 'pending_review':
      return { sql: `p."status" = 'pending_review' and (${CLOSED_REASON}) is null`, params: [] };
    case 'closed':
      return { sql: `p."status" = 'pending_review' and (${CLOSED_REASON}) is not null`, params: [] };
    case 'all':
      return { sql: 'true', params: [] };
    case 'confirmed':
    case 'rejected':
      return { sql: `p."status" = ?`, params: [tab] };
  }
}

/** Other receipts (any status) and other completed payments with this receipt's UTR, oldest first. */
const UTR_DUPLICATES = `(
  select coalesce(json_agg(json_build_object('kind', d."kind", 'id', d."id", 'registrationId', d."registration_id",
                                             'registrationRef', d."registration_ref") order by d."kind", d."id"), '[]')
    from (
      select 'receipt' as "kind", o."id", o."registration_id", op."registration_ref"
        from "payment"."payment_proof" o
        join "payment"."payment" op on op."id" = o."payment_id"
       where o."id" <> p."id" and ${utrKey('o."transaction_id"')} = ${utrKey('p."transaction_id"')}
      union all
      select 'payment', c."id", c."registration_id", c."registration_ref"
        from "payment"."payment" c
       where c."status" = 'completed' and c."id" <> p."payment_id"
         and ${utrKey('c."transaction_id"')} = ${utrKey('p."transaction_id"')}
    ) d
)`;

/** One page of the queue's tab, newest first, and how many receipts the tab holds. */
export async function reviewQueuePage(
  em: EntityManager,
  tab: ProofReviewTab,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: ReviewRowRecord[] }> {
  const where = tabWhere(tab);
  const [counted, rows] = await Promise.all([
    sql<{ total: string }>(em, `select count(*) as "total" ${FROM} where ${where.sql}`, where.params),
    sql<ReviewRowRecord>(
      em,
      `select p."id" as "proof_id", p."payment_id", p."registration_id", pay."registration_ref",
              pay."registration", pay."amount", pay."payment_reference", p."transaction_id", p."file_name",
              p."file_type", p."file_size", p."uploaded_at", p."status", p."reviewed_by", p."reviewed_at",
              p."reject_reason", p."uploaded_by",
              case when p."status" = 'pending_review' then ${CLOSED_REASON} end as "closed_reason",
              ${UTR_DUPLICATES} as "utr_duplicates"
         ${FROM}
        where ${where.sql}
        order by p."uploaded_at" desc, p."id" desc
        limit ? offset ?`,
      [...where.params, limit, offset],
    ),
  ]);
  return { total: Number(counted[0]?.total ?? 0), rows };
}
