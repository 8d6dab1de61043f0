export const staffUserKeys = {
  all: ['admin-staff-users'] as const,
  list: () => [...staffUserKeys.all, 'list'] as const,
};
