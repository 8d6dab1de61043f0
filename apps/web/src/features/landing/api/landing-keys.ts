export const landingKeys = {
  seats: ['seats'] as const,
};
