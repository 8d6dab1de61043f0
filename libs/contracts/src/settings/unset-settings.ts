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
} as const;

type PaymentDetails = Pick<EventSettings['payment'], 'accountNumber' | 'ifsc' | 'upiId'>;

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

export const unsetSettingKeys = ['bankDetails', 'upiId', 'contactEmail'] as const;
export type UnsetSettingKey = (typeof unsetSettingKeys)[number];

/** What staff have not set yet; visitors never see these (Settings lists them as warnings). */
export function unsetSettings(
  settings: Pick<EventSettings, 'payment'> & { contact: Pick<EventSettings['contact'], 'email'> },
): UnsetSettingKey[] {
  const unset: UnsetSettingKey[] = [];
  if (!hasBankDetails(settings.payment)) {
    unset.push('bankDetails');
  }
  if (!hasUpiId(settings.payment)) {
    unset.push('upiId');
  }
  if (!isSet(settings.contact.email, legacyPlaceholders.email)) {
    unset.push('contactEmail');
  }
  return unset;
}
