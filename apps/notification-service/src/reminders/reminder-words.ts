import type { Language } from '@eventdesk/contracts';

const locales: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** "3 Dec 2026, 6:00 pm" in the event's zone: when the seat hold ends. */
export function formatHoldEnd(instant: Date, timeZone: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    instant,
  );
}

export const holdLapseWords = {
  en: {
    subject: (id: number) =>
      `Your seat is held for a few more hours: please complete your payment (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    held: (event: string, until: string) =>
      `Your seat at ${event} is held for you until ${until}. After that it is released to other visitors.`,
    cta: 'Complete your payment here:',
    ignore: 'If you have already paid or uploaded your receipt, please ignore this message.',
  },
  ta: {
    subject: (id: number) =>
      `உங்கள் இருக்கை இன்னும் சில மணி நேரம் மட்டுமே ஒதுக்கப்பட்டிருக்கும்: கட்டணத்தை முடிக்கவும் (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    held: (event: string, until: string) =>
      `${event} நிகழ்வில் உங்கள் இருக்கை ${until} வரை உங்களுக்காக ஒதுக்கப்பட்டுள்ளது. அதன் பிறகு அது மற்றவர்களுக்கு விடுவிக்கப்படும்.`,
    cta: 'உங்கள் கட்டணத்தை இங்கே முடிக்கவும்:',
    ignore: 'நீங்கள் ஏற்கனவே கட்டணம் செலுத்தியிருந்தால் அல்லது ரசீதைப் பதிவேற்றியிருந்தால், இந்தச் செய்தியைப் புறக்கணிக்கவும்.',
  },
} satisfies Record<Language, unknown>;

export const eventReminderWords = {
  en: {
    subject: (event: string, id: number) => `See you tomorrow at ${event} (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    tomorrow: (event: string) => `This is a reminder that ${event} is tomorrow.`,
    when: (when: string) => `Date and time: ${when}`,
    venue: (venue: string) => `Venue: ${venue}`,
    cta: 'Your ticket (show its QR code at the entrance):',
  },
  ta: {
    subject: (event: string, id: number) => `நாளை ${event} நிகழ்வில் சந்திப்போம் (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    tomorrow: (event: string) => `${event} நாளை நடைபெறுகிறது என்பதை நினைவூட்டுகிறோம்.`,
    when: (when: string) => `தேதி மற்றும் நேரம்: ${when}`,
    venue: (venue: string) => `இடம்: ${venue}`,
    cta: 'உங்கள் டிக்கெட் (நுழைவாயிலில் அதன் QR குறியீட்டைக் காட்டவும்):',
  },
} satisfies Record<Language, unknown>;
