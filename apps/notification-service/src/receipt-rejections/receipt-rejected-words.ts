import {
  RECEIPT_REJECTED_HOLD_HOURS,
  type Language,
  type ReceiptRejectedPayload,
} from '@eventdesk/contracts';
import { paymentPageLink } from '../ticket-messages/ticket-words';

export const receiptRejectedWords = {
  en: {
    subject: (id: number) => `Your payment receipt was not accepted (ID ${id})`,
    greeting: (name: string) => `Dear ${name},`,
    rejected: (reason: string) => `Your receipt was not accepted: ${reason}`,
    next: `Upload a new receipt or pay by card. Your seat stays reserved for ${RECEIPT_REJECTED_HOLD_HOURS} hours.`,
    cta: 'Your payment page:',
  },
  ta: {
    subject: (id: number) => `உங்கள் கட்டண ரசீது ஏற்கப்படவில்லை (எண் ${id})`,
    greeting: (name: string) => `அன்புள்ள ${name},`,
    rejected: (reason: string) => `உங்கள் ரசீது ஏற்கப்படவில்லை: ${reason}`,
    next: `புதிய ரசீதைப் பதிவேற்றவும் அல்லது அட்டை மூலம் செலுத்தவும். உங்கள் இருக்கை ${RECEIPT_REJECTED_HOLD_HOURS} மணி நேரம் ஒதுக்கப்பட்டிருக்கும்.`,
    cta: 'உங்கள் கட்டணப் பக்கம்:',
  },
} satisfies Record<Language, unknown>;

/** The payment page, in Tamil for a Tamil registrant (the web honours `?lang=ta` on first load). */
export function rejectionPaymentLink(publicBaseUrl: string, rejection: ReceiptRejectedPayload): string {
  return paymentPageLink(publicBaseUrl, rejection.registrationRef, rejection.language);
}
