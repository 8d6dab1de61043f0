export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  range: (days: number) => [...analyticsKeys.all, days] as const,
};
