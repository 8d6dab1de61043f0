import type { StaffRole } from '../common/enums';

/**
 * The role table of spec admin §6 (user = caller, lead_manager = the spec's sm-lead), one entry per capability.
 * The gateway enforces it (`@Roles(...staffCapabilities.x)`); the web app only mirrors it (menus, buttons, first screen).
 */
export const staffCapabilities = {
  metaLeads: ['user', 'lead_manager', 'admin', 'super_admin'],
  leadCallerFilter: ['lead_manager', 'admin', 'super_admin'],
  /** Upload, the import list and undo. */
  leadUpload: ['admin', 'super_admin'],
  /** Move one lead or a selection to another caller. */
  leadReassign: ['lead_manager', 'admin', 'super_admin'],
  /** Download the filtered leads; callers never bulk-export. */
  leadExport: ['lead_manager', 'admin', 'super_admin'],
  /** The admin panel: dashboard, registrations, follow-ups, analytics, settings, receipts, exports, pitches, queues. */
  registrations: ['admin', 'super_admin'],
  /** The queue dashboard (bull-board) at /admin/queues; without queueBoardActions read-only, personal data redacted. */
  queueBoard: ['admin', 'super_admin'],
  /** On the queue dashboard: job data in full, and retry, promote, clean. */
  queueBoardActions: ['super_admin'],
  /** Held-but-unpaid seats per package, and releasing them (issue 12 §1). */
  seatHolds: ['admin', 'super_admin'],
  /** The inbox of /home contact messages, and marking them handled. */
  contactMessages: ['admin', 'super_admin'],
  deleteRegistration: ['super_admin'],
  fixFollowups: ['super_admin'],
  manageStaff: ['super_admin'],
  readAuditLog: ['super_admin'],
  /** The door: every staff member may scan tickets. */
  checkIn: ['user', 'lead_manager', 'admin', 'super_admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffCapability = keyof typeof staffCapabilities;

export function staffCan(role: StaffRole | null | undefined, capability: StaffCapability): boolean {
  return role != null && (staffCapabilities[capability] as readonly StaffRole[]).includes(role);
}
