import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  proofReviewRow,
  type ProofReviewListQuery,
  type ProofReviewPage,
  type ProofReviewRow,
  type ProofReviewTab,
  type UtrDuplicate,
} from '@eventdesk/contracts';

interface ReviewRowRecord {
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

/**
 * The receipts staff go through (to confirm, set aside, already reviewed, or all), newest first, one page at a time;
 * each with the other receipts and payments that carry its UTR. Name, e-mail,
 * phone and package come from the payment's copy of the registration, so the list needs no call to the registration
 * service; the amount is what the payment expects.
 */
@Injectable()
export class ProofReviewListService {
  constructor(private readonly em: EntityManager) {}

  async list(query: ProofReviewListQuery): Promise<ProofReviewPage> {
    const em = this.em.fork();
    const offset = (query.page - 1) * query.pageSize;
    const where = tabWhere(query.status);
    const [counted, rows] = await Promise.all([
      em.execute<Array<{ total: string }>>(
        `select count(*) as "total" ${FROM} where ${where.sql}`,
        where.params,
      ),
      em.execute<ReviewRowRecord[]>(
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
        [...where.params, query.pageSize, offset],
      ),
    ]);
    const total = Number(counted[0]?.total ?? 0);
    return {
      items: rows.map(toRow),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
    };
  }
}

function toRow(row: ReviewRowRecord): ProofReviewRow {
  return proofReviewRow.parse({
    proofId: row.proof_id,
    paymentId: row.payment_id,
    registrationId: row.registration_id,
    registrationRef: row.registration_ref,
    fullName: row.registration.fullName,
    email: row.registration.email,
    phone: row.registration.phone,
    package: row.registration.package,
    expectedAmount: row.amount,
    paymentReference: row.payment_reference,
    transactionId: row.transaction_id,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    uploadedAt: new Date(row.uploaded_at).toISOString(),
    status: row.status,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    rejectReason: row.reject_reason,
    uploadedBy: row.uploaded_by,
    closedReason: row.closed_reason,
    utrDuplicates: row.utr_duplicates,
  });
}
