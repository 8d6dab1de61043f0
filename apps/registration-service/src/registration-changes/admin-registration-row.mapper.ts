import type { AdminRegistrationRow } from '@eventdesk/contracts';
import type { Registration } from '../registrations/registration.entity';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** One registration as staff see it (the answer of the write routes; the list has its own query). */
export function toAdminRegistrationRow(registration: Registration): AdminRegistrationRow {
  return {
    id: registration.id,
    ref: registration.ref,
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    type: registration.type,
    businessName: registration.businessName,
    package: registration.package,
    amount: registration.amount,
    referenceType: registration.referenceType,
    referredBy: registration.referredBy,
    language: registration.language,
    paymentStatus: registration.paymentStatus,
    registeredAt: registration.registeredAt.toISOString(),
    followupStatus: registration.followupStatus,
    followupNotes: registration.followupNotes,
    lastFollowupAt: iso(registration.lastFollowupAt),
    lastFollowupBy: registration.lastFollowupBy,
    paidAmount: registration.paidAmount,
    paymentMethod: registration.paymentMethod,
    paidAt: iso(registration.paidAt),
    ticketNumber: registration.ticketNumber,
    isAdditionalTicket: registration.isAdditionalTicket,
    parentRegistrationId: registration.parentRegistrationId,
    needsReview: registration.needsReview,
    reviewNote: registration.reviewNote,
    updatedAt: registration.updatedAt.toISOString(),
    lastUpdatedBy: registration.lastUpdatedBy,
  };
}
