import { fireEvent, screen } from '@testing-library/react';
import type { AdminRegistrationPage, AdminRegistrationRow } from '@eventdesk/contracts/registration';

/** A row of the staff registrations list, as the gateway answers it. */
export function registrationRow(overrides: Partial<AdminRegistrationRow> = {}): AdminRegistrationRow {
  return {
    id: 101,
    ref: 'ref-101',
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    type: 'individual',
    businessName: null,
    package: 'gold',
    amount: 3600,
    referenceType: null,
    referredBy: null,
    language: 'en',
    paymentStatus: 'pending',
    registeredAt: '2025-10-01T04:30:00.000Z',
    followupStatus: null,
    followupNotes: null,
    lastFollowupAt: null,
    lastFollowupBy: null,
    paidAmount: null,
    paymentMethod: null,
    paidAt: null,
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRegistrationId: null,
    parentRef: null,
    parentFullName: null,
    needsReview: false,
    reviewNote: null,
    updatedAt: '2025-10-02T04:30:00.000Z',
    lastUpdatedBy: null,
    ...overrides,
  };
}

export function registrationPage(
  items: AdminRegistrationRow[],
  overrides: Partial<AdminRegistrationPage> = {},
): AdminRegistrationPage {
  const total = overrides.total ?? items.length;
  return { items, total, page: 1, pageSize: 10, pageCount: Math.max(1, Math.ceil(total / 10)), ...overrides };
}

/** Opens a row's Actions menu and picks an entry, as staff do. */
export async function chooseRowAction(fullName: string, action: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${fullName}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}
