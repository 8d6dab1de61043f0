import type { AdminRegistrationRow } from '@eventdesk/contracts';

/** A cell starting with one of these is read as a formula by spreadsheet programs (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote so the text opens as text, never as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const registrationDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The export columns (`exportColumns`, spec admin §9) of one registration, in order, as plain text. */
export function exportCells(row: AdminRegistrationRow): [number, ...string[]] {
  return [
    row.id,
    row.fullName,
    row.email,
    row.phone,
    row.type,
    row.businessName ?? '',
    row.package,
    row.paymentStatus,
    // Never followed up counts as pending (spec admin §4).
    row.followupStatus ?? 'pending',
    registrationDate.format(new Date(row.registeredAt)),
    row.referenceType ?? '',
    row.referredBy ?? '',
  ];
}

/** Index of the Phone column in `exportCells`. */
export const PHONE_COLUMN = 3;
