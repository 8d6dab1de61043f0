import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  proofReviewRow,
  type ProofReviewListQuery,
  type ProofReviewPage,
  type ProofReviewRow,
} from '@eventdesk/contracts';
import { reviewQueuePage, type ReviewRowRecord } from './proof-review-list.repository';

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
    const offset = (query.page - 1) * query.pageSize;
    const { total, rows } = await reviewQueuePage(this.em.fork(), query.status, query.pageSize, offset);
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
