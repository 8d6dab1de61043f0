import type { StaffUserView } from '@eventdesk/contracts';
import type { StaffUser } from './staff-user.entity';

/** The account as screens and audit entries see it: never the password hash. */
export function toStaffUserView(user: StaffUser): StaffUserView {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
  };
}
