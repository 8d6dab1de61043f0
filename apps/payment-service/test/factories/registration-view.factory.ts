import { randomBytes } from 'node:crypto';
import type { RegistrationView } from '@eventdesk/contracts';

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
