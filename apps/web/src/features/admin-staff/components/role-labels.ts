import type { StaffRole } from '@eventdesk/contracts/common';

/** The catalog key of a role's name. */
export const roleLabelKey = (role: StaffRole) => `adminStaff.roles.${role}` as const;
