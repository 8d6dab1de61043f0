import type { StaffRole } from '@eventdesk/contracts/common';
import { staffCan } from '@eventdesk/contracts/identity';
import { paths } from '@/config/paths';

/** The first screen of a role (spec admin §2): the dashboard for admins, Meta Leads for callers and lead managers. */
export function staffLandingPath(role: StaffRole | null | undefined): string {
  return staffCan(role, 'registrations') ? paths.admin.dashboard.getHref() : paths.admin.metaLeads.getHref();
}
