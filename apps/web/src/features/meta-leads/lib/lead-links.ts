/** One tap from a call: `tel:` with the E.164 number. */
export function telHref(phoneE164: string): string {
  return `tel:${phoneE164.replace(/[^\d+]/g, '')}`;
}

/** One tap from a WhatsApp chat: wa.me takes the international number as digits only. */
export function whatsappHref(phoneE164: string): string {
  return `https://wa.me/${phoneE164.replace(/\D/g, '')}`;
}
