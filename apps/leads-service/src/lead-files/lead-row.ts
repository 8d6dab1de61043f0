import type { LeadFormAnswer } from '@eventdesk/contracts';
import { type LeadColumns, type LeadField, questionOf } from './lead-columns';
import {
  type CellValue,
  cellText,
  isMetaTestValue,
  normaliseEmail,
  normalisePlatform,
  parseBoolean,
  parseLeadTime,
  stripMetaPrefix,
  toE164,
} from './lead-values';
import type { ParsedLeadFields } from './read-lead-file';

/** What one row is: nothing (blank), a lead, or the reason it is not one. */
export type RowOutcome =
  | { kind: 'blank' }
  | { kind: 'lead'; lead: ParsedLeadFields }
  | { kind: 'error' | 'skipped'; reason: string };

/** Meta writes this instead of the lead id when the downloader may not see it. */
const PERMISSION_TEXT = /permission/i;
/** Meta lead ids are long; a short number in an 'ID' column is staff's own serial number, not Meta's id. */
const META_ID = /^\d{10,32}$/;
const PREFIXED_META_ID = /^l:\s*(\d{1,32})$/i;

/**
 * One row → one lead, the same way for every file kind and for the Graph API. A value that maps to a field but
 * cannot be used there (an unreadable date, a malformed e-mail) is kept as a form answer: nothing is dropped.
 */
export function toLeadOutcome(cells: readonly CellValue[], columns: LeadColumns): RowOutcome {
  const texts = Array.from({ length: Math.max(cells.length, columns.headers.length) }, (_, i) =>
    cellText(cells[i]),
  );
  if (texts.every((text) => text === '')) {
    return { kind: 'blank' };
  }
  if (texts.some(isMetaTestValue)) {
    return { kind: 'skipped', reason: 'Meta test lead' };
  }
  const column = (field: LeadField) => columns.fields[field];
  const text = (field: LeadField) => {
    const index = column(field);
    return index === undefined ? '' : texts[index];
  };
  const orNull = (value: string) => value || null;

  const phoneRaw = stripMetaPrefix(text('phone'));
  if (!phoneRaw) {
    return { kind: 'error', reason: 'phone number is missing' };
  }
  const phoneE164 = toE164(phoneRaw);
  if (!phoneE164) {
    return { kind: 'error', reason: `invalid phone number '${phoneRaw}'` };
  }

  const unused = new Set<number>();
  const keepUnless = <T>(field: LeadField, value: T | null): T | null => {
    const index = column(field);
    if (value === null && index !== undefined && texts[index] !== '') {
      unused.add(index);
    }
    return value;
  };

  const idText = text('metaLeadId');
  const metaLeadId = PREFIXED_META_ID.exec(idText)?.[1] ?? (META_ID.test(idText) ? idText : null);
  if (!PERMISSION_TEXT.test(idText)) {
    keepUnless('metaLeadId', metaLeadId);
  }
  // An .xlsx date cell arrives as a Date; everything else as text.
  const createdIndex = column('createdTime');
  const createdCell = createdIndex === undefined ? undefined : cells[createdIndex];
  const createdValue = createdCell instanceof Date ? createdCell : text('createdTime');
  const createdTime = keepUnless('createdTime', createdValue ? parseLeadTime(createdValue) : null);
  const fullName =
    text('fullName') || [text('firstName'), text('lastName')].filter(Boolean).join(' ') || 'Unknown';

  const lead: ParsedLeadFields = {
    metaLeadId,
    fullName,
    phoneRaw,
    phoneE164,
    email: keepUnless('email', normaliseEmail(text('email'))),
    city: orNull(text('city')),
    businessName: orNull(text('businessName')),
    platform: normalisePlatform(text('platform')),
    adId: orNull(stripMetaPrefix(text('adId'))),
    adName: orNull(text('adName')),
    adsetId: orNull(stripMetaPrefix(text('adsetId'))),
    adsetName: orNull(text('adsetName')),
    campaignId: orNull(stripMetaPrefix(text('campaignId'))),
    campaignName: orNull(text('campaignName')),
    formId: orNull(stripMetaPrefix(text('formId'))),
    formName: orNull(text('formName')),
    isOrganic: keepUnless('isOrganic', parseBoolean(text('isOrganic'))),
    createdTime,
    currentBusinessStatus: orNull(text('currentBusinessStatus')),
    biggestBusinessChallenge: orNull(text('biggestBusinessChallenge')),
    formAnswers: [],
  };
  lead.formAnswers = formAnswers(texts, columns, unused);
  return { kind: 'lead', lead };
}

function formAnswers(texts: string[], columns: LeadColumns, unused: Set<number>): LeadFormAnswer[] {
  const answerColumns = new Set([...columns.answerColumns, ...unused]);
  // Cells beyond the header row are kept too, named by their position.
  for (let index = columns.headers.length; index < texts.length; index += 1) {
    answerColumns.add(index);
  }
  return [...answerColumns]
    .sort((a, b) => a - b)
    .filter((index) => texts[index] !== '')
    .map((index) => ({ question: questionOf(columns, index), answer: texts[index] }));
}
