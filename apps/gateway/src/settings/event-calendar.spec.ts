import { defaultEventSettings } from '@eventdesk/contracts';
import { escapeCalendarText, foldCalendarLine, renderEventCalendar } from './event-calendar';

const facts = {
  ...defaultEventSettings.event,
  date: '2027-10-25',
  startTime: '09:00',
  endTime: '18:30',
  name: { en: 'Coimbatore Business Conference; 2027', ta: 'கோயம்புத்தூர் வணிக மாநாடு 2027' },
  venue: {
    en: 'Codissia Trade Fair Complex, Avinashi Road, Coimbatore',
    ta: 'கொடிசியா வர்த்தகக் கண்காட்சி வளாகம், அவிநாசி சாலை, கோயம்புத்தூர்',
  },
};
const now = new Date('2027-01-02T03:04:05.678Z');

describe('renderEventCalendar', () => {
  const text = renderEventCalendar(facts, 'en', now);
  const lines = text.split('\r\n');

  it('is one VEVENT with CRLF line ends, the Asia/Kolkata times in UTC, and a stable UID', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:event-2027-10-25@eventdesk',
        'DTSTAMP:20270102T030405Z',
        // 09:00 and 18:30 at +05:30.
        'DTSTART:20271025T033000Z',
        'DTEND:20271025T130000Z',
        'SUMMARY:Coimbatore Business Conference\\; 2027',
        'END:VEVENT',
      ]),
    );
    expect(text.indexOf('BEGIN:VEVENT')).toBeLessThan(text.indexOf('END:VEVENT'));
  });

  it('escapes commas and semicolons in LOCATION and SUMMARY, and folds long lines at 75 octets', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Codissia Trade Fair Complex\\, Avinashi Road\\, Coimbatore');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('writes the Tamil name and venue whole, folded between characters', () => {
    const tamil = renderEventCalendar(facts, 'ta', now);
    const unfolded = tamil.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${escapeCalendarText(facts.venue.ta)}`);
    expect(unfolded).toContain(`SUMMARY:${facts.name.ta}`);
    for (const line of tamil.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
  });

  it('escapes backslashes and line breaks', () => {
    expect(escapeCalendarText('a\\b\nc')).toBe('a\\\\b\\nc');
    expect(foldCalendarLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
  });
});
