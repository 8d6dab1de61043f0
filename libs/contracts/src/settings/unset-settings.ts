import type { EventSettings } from './http/event-settings';

/**
 * The dummy values earlier seeds stored (issue 15 item 9). Kept so a migration can unset exactly these, and so a
 * document that still holds one counts as unset rather than shown to visitors.
 */
export const legacyPlaceholders = {
  accountNumber: '000000000000',
  ifsc: 'XXXX0000000',
  bankName: 'Bank name',
  upiId: 'events@upi',
  email: 'events@example.com',
  phone: '+91 90000 00000',
  whatsappNumber: '919000000000',
} as const;

type PaymentDetails = Pick<EventSettings['payment'], 'accountNumber' | 'ifsc' | 'upiId'>;
type ContactDetails = Pick<EventSettings['contact'], 'email' | 'phones' | 'whatsappNumber'>;

function isSet(value: string, placeholder: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed !== placeholder;
}

/** A transfer needs an account number and IFSC to be usable. */
export function hasBankDetails(payment: PaymentDetails): boolean {
  return (
    isSet(payment.accountNumber, legacyPlaceholders.accountNumber) &&
    isSet(payment.ifsc, legacyPlaceholders.ifsc)
  );
}

export function hasUpiId(payment: PaymentDetails): boolean {
  return isSet(payment.upiId, legacyPlaceholders.upiId);
}

/** Whether visitors may choose bank/UPI and upload a receipt: there must be somewhere real to pay. */
export function acceptsBankTransfer(payment: PaymentDetails): boolean {
  return hasBankDetails(payment) || hasUpiId(payment);
}

export function hasContactEmail(contact: Pick<ContactDetails, 'email'>): boolean {
  return isSet(contact.email, legacyPlaceholders.email);
}

/** The phones staff set (the old dummy number is no phone). */
export function contactPhones(contact: Pick<ContactDetails, 'phones'>): string[] {
  return contact.phones.filter((phone) => isSet(phone, legacyPlaceholders.phone));
}

/** Without a number there is no chat button or WhatsApp link. */
export function hasWhatsappNumber(contact: Pick<ContactDetails, 'whatsappNumber'>): boolean {
  return isSet(contact.whatsappNumber, legacyPlaceholders.whatsappNumber);
}

/** The contact details as visitors get them: an old dummy still stored reads as unset, so it is never shown. */
export function visibleContact<T extends ContactDetails>(contact: T): T {
  return {
    ...contact,
    email: hasContactEmail(contact) ? contact.email : '',
    phones: contactPhones(contact),
    whatsappNumber: hasWhatsappNumber(contact) ? contact.whatsappNumber : '',
  };
}

export const unsetSettingKeys = [
  'bankDetails',
  'upiId',
  'contactEmail',
  'contactPhone',
  'whatsappNumber',
] as const;
export type UnsetSettingKey = (typeof unsetSettingKeys)[number];

/** What staff have not set yet; visitors never see these (Settings lists them as warnings). */
export function unsetSettings(
  settings: Pick<EventSettings, 'payment'> & { contact: ContactDetails },
): UnsetSettingKey[] {
  const unset: UnsetSettingKey[] = [];
  if (!hasBankDetails(settings.payment)) {
    unset.push('bankDetails');
  }
  if (!hasUpiId(settings.payment)) {
    unset.push('upiId');
  }
  if (!hasContactEmail(settings.contact)) {
    unset.push('contactEmail');
  }
  if (contactPhones(settings.contact).length === 0) {
    unset.push('contactPhone');
  }
  if (!hasWhatsappNumber(settings.contact)) {
    unset.push('whatsappNumber');
  }
  return unset;
}
