import type { RegistrationView } from '@eventdesk/contracts';
import type { Registration } from './registration.entity';

export function toRegistrationView(
  registration: Registration,
  parentRef: string | null = null,
): RegistrationView {
  return {
    id: registration.id,
    ref: registration.ref,
    fullName: registration.fullName,
    email: registration.email,
    phone: registration.phone,
    type: registration.type,
    businessName: registration.businessName,
    package: registration.package,
    referenceType: registration.referenceType,
    referredBy: registration.referredBy,
    voucher: registration.voucher,
    couponCode: registration.couponCode,
    listPrice: registration.listPrice,
    amount: registration.amount,
    paymentStatus: registration.paymentStatus,
    ticketNumber: registration.ticketNumber,
    isAdditionalTicket: registration.isAdditionalTicket,
    parentRef,
    language: registration.language,
    registeredAt: registration.registeredAt.toISOString(),
  };
}
