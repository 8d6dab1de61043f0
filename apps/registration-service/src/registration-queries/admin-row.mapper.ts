import { adminRegistrationRow, type AdminRegistrationRow } from '@eventdesk/contracts';
import type { RegistrationRecord } from './registration-queries.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** A database row as staff see it; parsed by the contract, so a value outside its enums fails loudly here. */
export function toAdminRegistrationRow(row: RegistrationRecord): AdminRegistrationRow {
  return adminRegistrationRow.parse({
    id: row.id,
    ref: row.ref,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    businessName: row.business_name,
    package: row.package,
    amount: row.amount,
    referenceType: row.reference_type,
    referredBy: row.referred_by,
    language: row.language,
    paymentStatus: row.payment_status,
    registeredAt: iso(row.registered_at),
    followupStatus: row.followup_status,
    followupNotes: row.followup_notes,
    lastFollowupAt: isoOrNull(row.last_followup_at),
    lastFollowupBy: row.last_followup_by,
    paidAmount: row.paid_amount,
    paymentMethod: row.payment_method,
    paidAt: isoOrNull(row.paid_at),
    ticketNumber: row.ticket_number,
    isAdditionalTicket: row.is_additional_ticket,
    parentRegistrationId: row.parent_registration_id,
    parentRef: row.parent_ref,
    parentFullName: row.parent_full_name,
    needsReview: row.needs_review,
    reviewNote: row.review_note,
    updatedAt: iso(row.updated_at),
    lastUpdatedBy: row.last_updated_by,
  });
}
