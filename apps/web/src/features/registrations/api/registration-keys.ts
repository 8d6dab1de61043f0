export const registrationKeys = {
  all: ['registrations'] as const,
  detail: (ref: string) => [...registrationKeys.all, ref] as const,
  qrCode: (ref: string) => [...registrationKeys.all, ref, 'qrcode'] as const,
};
