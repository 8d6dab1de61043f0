import { randomBytes } from 'node:crypto';
import type { AdminRegistrationRow, RegistrationView } from '@eventdesk/contracts';

let nextId = 1000;

/** A registration as the registration service answers `registration.get-by-ref` (in memory). */
export function build(overrides: Partial<RegistrationView> = {}): RegistrationView {
  nextId += 1;
  return {
    id: nextId,
    ref: randomBytes(16).toString('base64url'),
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98765 43210',
    type: 'individual',
    businessName: null,
    package: 'gold',
    referenceType: null,
    referredBy: null,
    voucher: false,
    amount: 3600,
    paymentStatus: 'pending',
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRef: null,
    language: 'ta',
    registeredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The same registration as the registration service answers `registration.admin.get` to staff. */
export function adminRow(view: RegistrationView = build()): AdminRegistrationRow {
  return {
    id: view.id,
    ref: view.ref,
    fullName: view.fullName,
    email: view.email,
    phone: view.phone,
    type: view.type,
    businessName: view.businessName,
    package: view.package,
    amount: view.amount,
    referenceType: view.referenceType,
    referredBy: view.referredBy,
    language: view.language,
    paymentStatus: view.paymentStatus,
    registeredAt: view.registeredAt,
    followupStatus: null,
    followupNotes: null,
    lastFollowupAt: null,
    lastFollowupBy: null,
    paidAmount: null,
    paymentMethod: null,
    paidAt: null,
    ticketNumber: view.ticketNumber,
    isAdditionalTicket: view.isAdditionalTicket,
    parentRegistrationId: null,
    parentRef: null,
    parentFullName: null,
    needsReview: false,
    reviewNote: null,
    updatedAt: view.registeredAt,
    lastUpdatedBy: null,
  };
}
