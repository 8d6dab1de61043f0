export { formatInr, formatStaffDateTime as formatDateTime } from '@/lib/staff-format';
