import type { StaffRole } from '@eventdesk/contracts/common';

export const roleLabels: Record<StaffRole, string> = {
  user: 'Caller (user)',
  lead_manager: 'Lead manager',
  admin: 'Admin',
  super_admin: 'Super admin',
};
