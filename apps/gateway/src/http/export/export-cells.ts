/** One cell of an export row: numbers stay numbers, everything else is text. */
export type ExportCell = string | number;

/** A cell starting with one of these is read as a formula by spreadsheet programs (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote so the text opens as text, never as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const eventDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An instant as staff read it in a spreadsheet: the event's time zone, e.g. '1 Oct 2026, 11:00 am'. */
export function exportDateTime(iso: string): string {
  return eventDateTime.format(new Date(iso));
}
