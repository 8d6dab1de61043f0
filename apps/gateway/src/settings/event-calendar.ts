import { eventDayEndsAt, type Language, type PublicEventSettings } from '@eventdesk/contracts';

type EventFacts = PublicEventSettings['event'];

const DAY_MS = 86_400_000;

/**
 * The instant of a wall-clock time on the event day, in the event's zone. Counted back from the end of the day
 * (sales-window's zone arithmetic), which is exact for zones without a daylight-saving change that day, as
 * Asia/Kolkata never has one.
 */
function eventInstant(facts: EventFacts, time: string): Date {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(
    eventDayEndsAt(facts.date, facts.timeZone).getTime() - DAY_MS + (hour * 60 + minute) * 60_000,
  );
}

/** 20271025T033000Z: UTC, so no VTIMEZONE block is needed. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeCalendarText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (§3.1); a Tamil venue is long in UTF-8, so characters are never split. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The event as an iCalendar file (RFC 5545): one VEVENT in UTC, with CRLF line ends. The UID is fixed per event
 * day, so importing the file again (or after a venue change) updates the entry instead of doubling it.
 */
export function renderEventCalendar(facts: EventFacts, lang: Language, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//eventdesk//event calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${facts.date}@eventdesk`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(eventInstant(facts, facts.startTime))}`,
    `DTEND:${utcStamp(eventInstant(facts, facts.endTime))}`,
    `SUMMARY:${escapeCalendarText(facts.name[lang])}`,
    `LOCATION:${escapeCalendarText(facts.venue[lang])}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}
