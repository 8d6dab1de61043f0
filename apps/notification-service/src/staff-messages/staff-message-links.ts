import type { Language } from '@eventdesk/contracts';
import { paymentPageLink, ticketLinks } from '../ticket-messages/ticket-words';

export interface StaffMessageLinks {
  /** The visitor's ticket and attendance page, and the QR image served for it (completed payments). */
  attendance: string;
  qrImage: string;
  /** Where an unpaid registration pays. */
  payment: string;
}

export function staffMessageLinks(publicBaseUrl: string, ref: string, lang: Language): StaffMessageLinks {
  const base = publicBaseUrl.replace(/\/$/, '');
  return {
    ...ticketLinks(base, ref, lang),
    payment: paymentPageLink(base, ref, lang),
  };
}
