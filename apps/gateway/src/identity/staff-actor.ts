/** Who makes a staff-user change: a signed-in staff member (with their id), or an operator at the CLI. */
export interface StaffActor {
  /** Written to the audit entry: the staff username, or `cli:<os user>`. */
  username: string;
  /** Set for staff members, so they cannot disable or demote themselves. */
  userId?: number;
}
