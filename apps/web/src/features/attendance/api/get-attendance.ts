import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceView } from '@eventdesk/contracts/attendance';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import { api } from '@/lib/api-client';

export function getAttendance(ref: string): Promise<AttendanceView> {
  return api.get<AttendanceView>(`/attendance/${encodeURIComponent(ref)}`);
}

export const attendanceQueryOptions = (ref: string) =>
  queryOptions({ queryKey: attendanceKeys.detail(ref), queryFn: () => getAttendance(ref) });

export function useAttendance(ref: string, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(ref), enabled });
}
