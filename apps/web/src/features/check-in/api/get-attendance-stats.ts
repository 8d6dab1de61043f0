import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceStats } from '@eventdesk/contracts/attendance';
import { checkInKeys } from '@/features/check-in/api/check-in-keys';
import { api } from '@/lib/api-client';

export function getAttendanceStats(): Promise<AttendanceStats> {
  return api.get<AttendanceStats>('/admin/attendance/stats');
}

export const attendanceStatsQueryOptions = () =>
  queryOptions({ queryKey: checkInKeys.stats(), queryFn: getAttendanceStats });

export function useAttendanceStats(enabled: boolean) {
  return useQuery({ ...attendanceStatsQueryOptions(), enabled });
}
