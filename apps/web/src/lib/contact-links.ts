/**
 * Links to the event's contacts. Each returns undefined while staff have left the value unset (the public settings
 * carry no placeholder), so the caller shows no link rather than a dead one.
 */
export function whatsAppChatUrl(whatsappNumber: string, message: string): string | undefined {
  return whatsappNumber ? `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(message)}` : undefined;
}

/** A tel: link dials digits and a leading +, not the spaces people write a number with. */
export function phoneUrl(phone: string | undefined): string | undefined {
  return phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined;
}
