import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  proofReviewRow,
  type ProofReviewListQuery,
  type ProofReviewPage,
  type ProofReviewRow,
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
}

/**
 * The receipts staff go through (to confirm, or already reviewed), newest first, one page at a time. Name, e-mail,
 * phone and package come from the payment's copy of the registration, so the list needs no call to the registration
 * service; the amount is what the payment expects.
 */
@Injectable()
export class ProofReviewListService {
  constructor(private readonly em: EntityManager) {}

  async list(query: ProofReviewListQuery): Promise<ProofReviewPage> {
    const em = this.em.fork();
    const offset = (query.page - 1) * query.pageSize;
    const [counted, rows] = await Promise.all([
      em.execute<Array<{ total: string }>>(
        `select count(*) as "total" from "payment"."payment_proof" where "status" = ?`,
        [query.status],
      ),
      em.execute<ReviewRowRecord[]>(
        `select p."id" as "proof_id", p."payment_id", p."registration_id", pay."registration_ref",
                pay."registration", pay."amount", pay."payment_reference", p."transaction_id", p."file_name",
                p."file_type", p."file_size", p."uploaded_at", p."status", p."reviewed_by", p."reviewed_at",
                p."reject_reason", p."uploaded_by"
           from "payment"."payment_proof" p
           join "payment"."payment" pay on pay."id" = p."payment_id"
          where p."status" = ?
          order by p."uploaded_at" desc, p."id" desc
          limit ? offset ?`,
        [query.status, query.pageSize, offset],
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
  });
}
