import { LEAD_NOT_FOUND, staffCan, type LeadViewer } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/**
 * A caller (role `user`) works only the leads assigned to them; lead managers and admins see every lead. Decided here
 * from the viewer the gateway signed in, never from a filter of the request.
 */
export function ownLeadsOnly(viewer: LeadViewer): boolean {
  return !staffCan(viewer.role, 'leadCallerFilter');
}

/** Reassigning and exporting are for lead managers and admins; the gateway checks roles too, this does not rely on it. */
export function requireLeadManager(viewer: LeadViewer): void {
  if (ownLeadsOnly(viewer)) {
    throw new DomainError('FORBIDDEN', 'Only lead managers and admins can do this');
  }
}

/** The same answer for a lead that does not exist and one outside the viewer's scope. */
export function leadNotFound(): DomainError {
  return new DomainError('NOT_FOUND', LEAD_NOT_FOUND);
}

/** Whether `caller` (a lead's caller) is in the viewer's scope. */
export function inScope(viewer: LeadViewer, caller: string | null): boolean {
  return !ownLeadsOnly(viewer) || caller === viewer.username;
}
