import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * How we decide that two contact details are the same person's, wherever that is compared (the hold budget per
 * contact, lead de-duplication). One copy, so a phone typed '+91 98765 43210' in one place and '09876543210' in
 * another is the same everywhere.
 */

/** E.164 (region IN for numbers typed without a country code), or null when the text cannot be a phone. */
export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw, 'IN');
  return phone?.isValid() ? phone.number : null;
}

/** An e-mail address as a key: trimmed and lower-cased (the local part is case-insensitive in practice). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone as a key: E.164 when it is a valid number, otherwise its digits (our forms accept 10-20 characters of
 * digits and punctuation, so an invalid number still compares equal to itself however it is spaced).
 */
export function phoneKey(phone: string): string {
  return toE164(phone) ?? (phone.replace(/\D/g, '') || phone.trim());
}
