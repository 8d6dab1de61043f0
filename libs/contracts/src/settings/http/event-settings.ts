import { z } from 'zod';
import { ticketPackages } from '../../common/enums';
import { isEarlyBirdOpen, isSalesOpen, salesCloseAt } from '../sales-window';
import { defaultReminderSettings, reminderSettings } from '../reminder-settings';
import { visibleContact } from '../unset-settings';

const localized = z.object({ en: z.string().trim().min(1).max(500), ta: z.string().trim().min(1).max(500) });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM (24-hour)' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use YYYY-MM-DD' });
/** An ISO date-time with its offset, e.g. 2027-10-20T23:59:00+05:30; optional fields keep old documents valid. */
const instant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO date-time, e.g. 2027-10-20T23:59:00+05:30',
});
const optionalUrl = z.union([z.url(), z.literal('')]).default('');

export const packageSettings = z.object({
  /** Whole rupees. */
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive().nullable(),
  /** Price with a valid coupon; null: 20 % off the price. */
  couponPrice: z.number().int().positive().nullable(),
  mostPopular: z.boolean(),
  earlyBird: z.boolean(),
  /** Seats for sale in this package. */
  capacity: z.number().int().min(0).max(100_000),
  /** Shown as a card on the landing page. */
  onSale: z.boolean(),
});
export type PackageSettings = z.infer<typeof packageSettings>;

export const roadshowSession = z.object({
  week: z.number().int().min(1).max(52),
  title: localized.optional(),
  speaker: z.string().trim().max(200).optional(),
  recordingUrl: optionalUrl,
});

/** Everything staff can change about the event (admin Settings); the public pages read it at once. */
export const eventSettings = z.object({
  event: z.object({
    name: localized,
    /** The conference day, in the event's time zone. */
    date: isoDate,
    startTime: time,
    endTime: time,
    timeZone: z.string().min(1).default('Asia/Kolkata'),
    venue: localized,
    /** "500+ entrepreneurs" on the landing page. */
    expectedAttendees: z.number().int().min(0),
    /** Registrations close at this instant; unset: at the end of the event day (see sales-window.ts). */
    salesEndAt: instant.optional(),
    /** The early-bird notice shows until this instant; unset: while sales are open. */
    earlyBirdEndsAt: instant.optional(),
  }),
  packages: z.object(
    Object.fromEntries(ticketPackages.map((p) => [p, packageSettings])) as Record<
      (typeof ticketPackages)[number],
      typeof packageSettings
    >,
  ),
  coupons: z.array(z.object({ code: z.string().trim().min(3).max(40), active: z.boolean() })).max(50),
  payment: z.object({
    accountName: z.string().trim().max(200),
    accountNumber: z.string().trim().max(40),
    ifsc: z.string().trim().max(20),
    bankName: z.string().trim().max(200),
    branch: z.string().trim().max(200),
    upiId: z.string().trim().max(100),
    /** The payment QR image as a data: URL (PNG/JPEG), or empty. */
    qrImage: z
      .string()
      .max(700_000)
      .regex(/^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)?$/, {
        error: 'Must be a PNG, JPEG or WebP data URL',
      }),
    /** A card checkout holds the seat this long. */
    cardHoldMinutes: z.number().int().min(5).max(240),
    /** A bank/UPI registration holds the seat this long for the receipt. */
    bankHoldHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 14),
  }),
  contact: z.object({
    phones: z.array(z.string().trim().min(6).max(20)).max(5),
    email: z.union([z.email(), z.literal('')]),
    website: optionalUrl,
    /** WhatsApp number for the floating chat button, digits with country code; empty: unset, no chat button. */
    whatsappNumber: z
      .string()
      .regex(/^(\d{8,15})?$/, { error: 'Digits with country code, e.g. 919876543210' }),
    chatMessage: localized,
    groupChatUrl: optionalUrl,
    quickRegistrationUrl: optionalUrl,
    social: z.object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      youtube: optionalUrl,
      linkedin: optionalUrl,
    }),
    /** Staff only (never public): where the digest of new contact messages goes; null: no digest. */
    digestEmail: z.email({ error: 'Enter an e-mail address, or leave it empty' }).nullable().default(null),
  }),
  roadshow: z.object({
    startDate: isoDate,
    weeks: z.number().int().min(1).max(52),
    startTime: time,
    endTime: time,
    sessions: z.array(roadshowSession).max(52),
  }),
  /** Documents stored before reminders existed read as the defaults (Migration20261201000000 also writes them). */
  reminders: reminderSettings.default(defaultReminderSettings),
});
export type EventSettings = z.infer<typeof eventSettings>;
export type EventSettingsInput = z.input<typeof eventSettings>;

/** What visitors may see: everything but the coupon codes, and whether registrations (and early bird) are open. */
export const publicEventSettings = eventSettings.omit({ coupons: true }).extend({
  contact: eventSettings.shape.contact.omit({ digestEmail: true }),
  couponsAvailable: z.boolean(),
  salesOpen: z.boolean(),
  /** When registrations close (the staff's sales end or the end of the event day). */
  salesEndAt: z.string(),
  earlyBirdOpen: z.boolean(),
});
export type PublicEventSettings = z.infer<typeof publicEventSettings>;

/** `now` comes from the service's clock; the default is for callers that only need the shape. */
export function toPublicSettings(settings: EventSettings, now: Date = new Date()): PublicEventSettings {
  const {
    coupons,
    contact: { digestEmail: _staffOnly, ...contact },
    ...rest
  } = settings;
  return {
    ...rest,
    contact: visibleContact(contact),
    couponsAvailable: coupons.some((coupon) => coupon.active),
    salesOpen: isSalesOpen(settings, now),
    salesEndAt: salesCloseAt(settings).toISOString(),
    earlyBirdOpen: isEarlyBirdOpen(settings, now),
  };
}

/** True when `code` matches an active coupon: trimmed and case-insensitive (spec public §4). */
export function isValidCoupon(
  settings: Pick<EventSettings, 'coupons'>,
  code: string | null | undefined,
): boolean {
  const wanted = (code ?? '').trim().toUpperCase();
  return (
    wanted.length > 0 &&
    settings.coupons.some((coupon) => coupon.active && coupon.code.trim().toUpperCase() === wanted)
  );
}
