import type { LeadCaller, LeadRow } from '@eventdesk/contracts/leads';
import { useState, type ReactNode } from 'react';
import { CallNoteDialog } from '@/features/meta-leads/components/call-note-dialog';
import { LeadHistoryDialog } from '@/features/meta-leads/components/lead-history-dialog';
import { LeadUpdateDialog } from '@/features/meta-leads/components/lead-update-dialog';
import type { LeadRowAction } from '@/features/meta-leads/components/leads-table';
import { ReassignDialog } from '@/features/meta-leads/components/reassign-dialog';

type OpenDialog =
  | { kind: 'update' | 'note' | 'history'; lead: LeadRow }
  | { kind: 'reassign'; leadIds: number[]; leadName?: string };

/** One dialog at a time for the rows' buttons and the selection; returns the handlers and the dialog to render. */
export function useLeadDialogs(callers: LeadCaller[], onReassigned: () => void) {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = () => setOpen(null);

  const onAction = (action: LeadRowAction, lead: LeadRow) =>
    setOpen(
      action === 'reassign'
        ? { kind: 'reassign', leadIds: [lead.id], leadName: lead.fullName }
        : { kind: action, lead },
    );
  const reassignSelection = (leadIds: number[]) => setOpen({ kind: 'reassign', leadIds });

  let dialog: ReactNode = null;
  switch (open?.kind) {
    case undefined:
      break;
    case 'update':
      dialog = <LeadUpdateDialog lead={open.lead} onClose={close} />;
      break;
    case 'note':
      dialog = <CallNoteDialog lead={open.lead} onClose={close} />;
      break;
    case 'history':
      dialog = <LeadHistoryDialog lead={open.lead} onClose={close} />;
      break;
    case 'reassign':
      dialog = (
        <ReassignDialog
          leadIds={open.leadIds}
          leadName={open.leadName}
          callers={callers}
          onDone={onReassigned}
          onClose={close}
        />
      );
      break;
  }

  return { onAction, reassignSelection, dialog };
}
