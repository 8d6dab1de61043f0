import type { EventSettings } from './http/event-settings';
import { defaultReminderSettings } from './reminder-settings';

/**
 * The spec's values, used as seed data; staff edit them in admin Settings. The real bank details, UPI id, e-mail,
 * phone, WhatsApp number and links are not in the spec: left unset (empty), so visitors see nothing until staff set
 * them (unset-settings.ts). The roadshow time is the 6:00-8:00 PM reading (the spec also gives 6:30-8:00 PM).
 */
export const defaultEventSettings: EventSettings = {
  event: {
    name: { en: 'Coimbatore Business Conference 2025', ta: 'கோயம்புத்தூர் வணிக மாநாடு 2025' },
    date: '2025-10-25',
    startTime: '09:00',
    endTime: '18:00',
    timeZone: 'Asia/Kolkata',
    venue: { en: 'Hotel venue, Coimbatore', ta: 'விடுதி அரங்கம், கோயம்புத்தூர்' },
    expectedAttendees: 500,
  },
  packages: {
    silver: {
      price: 2600,
      originalPrice: null,
      couponPrice: null,
      mostPopular: false,
      earlyBird: false,
      capacity: 200,
      onSale: false,
    },
    gold: {
      price: 3600,
      originalPrice: 4600,
      couponPrice: 2880,
      mostPopular: false,
      earlyBird: true,
      capacity: 300,
      onSale: true,
    },
    diamond: {
      price: 5100,
      originalPrice: 6100,
      couponPrice: 4080,
      mostPopular: true,
      earlyBird: true,
      capacity: 150,
      onSale: true,
    },
    vip: {
      price: 7200,
      originalPrice: 8999,
      couponPrice: null,
      mostPopular: false,
      earlyBird: false,
      capacity: 50,
      onSale: true,
    },
  },
  coupons: [{ code: 'EARLYBIRD', active: true }],
  payment: {
    accountName: 'Business Club Events',
    accountNumber: '',
    ifsc: '',
    bankName: '',
    branch: '',
    upiId: '',
    qrImage: '',
    cardHoldMinutes: 30,
    bankHoldHours: 48,
  },
  contact: {
    phones: [],
    email: '',
    website: '',
    whatsappNumber: '',
    chatMessage: {
      en: 'Hello, I would like to know more about the Coimbatore Business Conference.',
      ta: 'வணக்கம், கோயம்புத்தூர் வணிக மாநாடு பற்றி மேலும் அறிய விரும்புகிறேன்.',
    },
    groupChatUrl: '',
    quickRegistrationUrl: '',
    social: { facebook: '', instagram: '', youtube: '', linkedin: '' },
    digestEmail: null,
  },
  roadshow: { startDate: '2025-07-12', weeks: 15, startTime: '18:00', endTime: '20:00', sessions: [] },
  reminders: defaultReminderSettings,
};
