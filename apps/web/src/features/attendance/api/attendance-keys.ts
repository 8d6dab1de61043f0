export const attendanceKeys = {
  all: ['attendance'] as const,
  detail: (ref: string) => [...attendanceKeys.all, ref] as const,
};
