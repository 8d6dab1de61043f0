export const checkInKeys = {
  all: ['check-in'] as const,
  stats: () => [...checkInKeys.all, 'stats'] as const,
};
