import { Injectable } from '@nestjs/common';
import { LEAD_NOT_FOUND, type LeadViewer, type StaffTokenClaims } from '@eventdesk/contracts';
import { IntIdPipe } from '../http/int-id.pipe';

/**
 * Who asks, taken from the verified staff token only: no query or body field can name another viewer, so a caller
 * (role `user`) is always scoped to their own leads by leads-service.
 */
export function leadViewer(staff: Pick<StaffTokenClaims, 'username' | 'role'>): LeadViewer {
  return { username: staff.username, role: staff.role };
}

/** A lead id in the path; anything else is 404 'Lead not found', as a lead outside the viewer's scope is. */
@Injectable()
export class LeadIdPipe extends IntIdPipe {
  constructor() {
    super(LEAD_NOT_FOUND);
  }
}
