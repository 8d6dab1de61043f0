/** One cell of an export row: numbers stay numbers, instants are dates (a real date cell in .xlsx), null is empty. */
export type ExportCell = string | number | Date | null;

/** A cell starting with one of these is read as a formula by spreadsheet programs (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote so the text opens as text, never as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The event's offset from UTC (India keeps no daylight saving time). */
const EVENT_UTC_OFFSET_MS = 330 * 60_000;

/**
 * The event's wall-clock time as a Date whose UTC fields read as Indian time: a spreadsheet date has no time zone,
 * so the .xlsx cell shows what staff in Coimbatore saw (11:00 for 05:30 UTC).
 */
export function eventWallClock(instant: Date): Date {
  return new Date(instant.getTime() + EVENT_UTC_OFFSET_MS);
}

/** An instant as ISO 8601 in the event's time zone, e.g. '2026-10-01T11:00:00+05:30' (CSV). */
export function eventIsoDateTime(instant: Date): string {
  return `${eventWallClock(instant).toISOString().slice(0, 19)}+05:30`;
}
