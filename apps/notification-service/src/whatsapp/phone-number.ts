/**
 * WhatsApp wants digits with the country code. Visitors type "+91 98430 12345", "098430 12345" or just the
 * ten digits; a ten-digit number is an Indian mobile number.
 */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) {
    return `91${digits}`;
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    return `91${digits.slice(1)}`;
  }
  return digits;
}
