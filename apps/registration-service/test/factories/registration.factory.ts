import type { CreateRegistrationBody } from '@eventdesk/contracts';

let seq = 0;

/**
 * A valid, parsed registration body (spec public §3), each with its own e-mail and phone (one contact may hold
 * only 2 unpaid seats); any field overridden.
 */
export function buildRegistration(overrides: Partial<CreateRegistrationBody> = {}): CreateRegistrationBody {
  seq += 1;
  return {
    fullName: 'Meena Sundaram',
    email: `meena${seq}@example.com`,
    phone: `9${String(800_000_000 + seq)}`,
    type: 'individual',
    businessName: null,
    package: 'gold',
    referenceType: null,
    referredBy: null,
    couponCode: null,
    language: 'en',
    ...overrides,
  };
}
