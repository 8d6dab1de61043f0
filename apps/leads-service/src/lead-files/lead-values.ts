import { toE164 as e164 } from '@eventdesk/server-kit';

/** A cell as the readers hand it over: text, or a date when an .xlsx cell is formatted as one. */
export type CellValue = string | Date;

/** One row of a sheet or text table, numbered as the sheet shows it (the header is row 1). */
export interface SheetRecord {
  row: number;
  cells: CellValue[];
}

/**
 * Dates without a zone (Excel cells, hand-typed text) are wall-clock times of the event's zone, Asia/Kolkata
 * (LEADS_TIME_ZONE), which has been UTC+05:30 all year since 1945.
 */
const KOLKATA_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Excel's day 0 (its 1900 leap-year bug is folded in) and the serials that can be a lead's date (1954–2119). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_SERIAL = { min: 20_000, max: 80_000 };
/** Fewer significant digits than this in '9.19877E+11' means Excel rounded the phone away when it wrote text. */
const MIN_PHONE_MANTISSA_DIGITS = 10;

const TEST_LEAD_VALUE = /^<test lead:/i;
const TEST_LEAD_EMAILS = new Set(['test@meta.com', 'test@fb.com']);
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/;
const PLATFORMS: Record<string, string> = { fb: 'fb', facebook: 'fb', ig: 'ig', instagram: 'ig' };
const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** A cell as text: a date cell as its wall-clock day (and time, when it has one). */
export function cellText(value: CellValue | undefined): string {
  if (value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value.trim();
  }
  const iso = value.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** A number as the digits a person typed: 919876543210, never 9.1987654321e+11. */
export function numberText(value: number): string {
  if (!Number.isInteger(value)) {
    return String(value);
  }
  return Math.abs(value) < 1e21 ? value.toFixed(0) : BigInt(value).toString();
}

/** Meta's `p:`, `l:`, `ag:`, `as:`, `c:`, `f:` in front of a value. */
export function stripMetaPrefix(value: string): string {
  return value.replace(/^[a-z]{1,2}:/i, '').trim();
}

export function isMetaTestValue(value: string): boolean {
  return TEST_LEAD_VALUE.test(value) || TEST_LEAD_EMAILS.has(value.toLowerCase());
}

/** E.164 (region IN, the shared rule of server-kit), or null when the number cannot be a phone. */
export function toE164(raw: string): string | null {
  return e164(expandScientific(raw));
}

/** A phone that went through Excel as text ('9.19876543210E+11'), when its digits all survived. */
function expandScientific(raw: string): string {
  const match = /^(\d)\.(\d+)e\+?(\d{1,2})$/i.exec(raw);
  if (!match) {
    return raw;
  }
  const [, whole, fraction, exponent] = match;
  const shift = Number(exponent);
  if (fraction.length > shift || fraction.length + 1 < MIN_PHONE_MANTISSA_DIGITS) {
    return raw;
  }
  return whole + fraction + '0'.repeat(shift - fraction.length);
}

export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return EMAIL.test(email) ? email : null;
}

/** `fb` or `ig` however it is spelled; 'Meta' (the spec's default) when absent; anything else as written. */
export function normalisePlatform(value: string): string {
  return value ? (PLATFORMS[value.toLowerCase()] ?? value) : 'Meta';
}

/** `true/false`, `TRUE/FALSE`, `1/0`, `yes/no`; null for anything else. */
export function parseBoolean(value: string): boolean | null {
  return BOOLEANS[value.toLowerCase()] ?? null;
}

/**
 * Meta's `2025-06-01T10:22:33+05:30` (the Graph API writes `+0000`), an ISO date without a zone, an Indian
 * `01/06/2025 10:22 AM`, an Excel date cell or serial number. Null when it is none of these.
 */
export function parseLeadTime(value: CellValue): Date | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : new Date(value.getTime() - KOLKATA_OFFSET_MINUTES * MINUTE_MS);
  }
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value,
    );
  if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = iso;
    return wallClock([y, mo, d, h, mi, s].map(Number), zoneOffsetMinutes(zone));
  }
  const indian =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i.exec(value);
  if (indian) {
    const [, d, mo, y, h = '0', mi = '0', s = '0', meridiem] = indian;
    const hour = to24Hour(Number(h), meridiem);
    return hour === null ? null : wallClock([y, mo, d].map(Number).concat(hour, Number(mi), Number(s)));
  }
  if (/^\d+(\.\d+)?$/.test(value)) {
    const serial = Number(value);
    if (serial >= EXCEL_SERIAL.min && serial <= EXCEL_SERIAL.max) {
      return new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS) - KOLKATA_OFFSET_MINUTES * MINUTE_MS);
    }
  }
  return null;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone) {
    return KOLKATA_OFFSET_MINUTES;
  }
  if (zone.toUpperCase() === 'Z') {
    return 0;
  }
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

function to24Hour(hour: number, meridiem: string | undefined): number | null {
  if (!meridiem) {
    return hour;
  }
  if (hour < 1 || hour > 12) {
    return null;
  }
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
}

/** A date from its parts, or null when a part is out of range (31/02, 25:00). */
function wallClock(
  [year, month, day, hour, minute, second]: number[],
  offsetMinutes = KOLKATA_OFFSET_MINUTES,
): Date | null {
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const fits =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return fits ? new Date(utc - offsetMinutes * MINUTE_MS) : null;
}
