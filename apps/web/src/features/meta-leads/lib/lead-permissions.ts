import type { StaffRole } from '@eventdesk/contracts/common';
import { staffCan } from '@eventdesk/contracts/identity';

export type LeadPermissions = {
  /** Role `user`: only their own leads, no caller filter, the work queue first. */
  callerHome: boolean;
  callerFilter: boolean;
  upload: boolean;
  reassign: boolean;
  export: boolean;
};

/** What the Meta Leads screen offers a role: a mirror of the role table only, the gateway enforces each call. */
export function leadPermissions(role: StaffRole | null | undefined): LeadPermissions {
  return {
    callerHome: role === 'user',
    callerFilter: staffCan(role, 'leadCallerFilter'),
    upload: staffCan(role, 'leadUpload'),
    reassign: staffCan(role, 'leadReassign'),
    export: staffCan(role, 'leadExport'),
  };
}
