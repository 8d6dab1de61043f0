export const settingsKeys = {
  all: ['admin-settings'] as const,
  current: () => [...settingsKeys.all, 'current'] as const,
};
