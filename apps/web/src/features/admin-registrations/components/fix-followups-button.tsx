import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useBulkCompleteFollowups } from '@/features/admin-registrations/api/followups';
import { toolbarButtonClass } from '@/features/admin-registrations/components/export-buttons';
import { serverMessage } from '@/features/admin-registrations/format';
import { ApiError } from '@/lib/api-client';

/** Super_admin: follow-up `completed` on every registration whose payment is completed and follow-up is not. */
export function FixFollowupsButton() {
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const bulkComplete = useBulkCompleteFollowups();

  const run = async () => {
    try {
      const { updated } = await bulkComplete.mutateAsync();
      toast({ title: `${updated} registrations updated` });
    } catch (error) {
      toast({
        title:
          error instanceof ApiError
            ? `Bulk update failed: ${serverMessage(error)}`
            : 'Failed to perform bulk update',
        variant: 'destructive',
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <button type="button" className={toolbarButtonClass} onClick={() => setAsking(true)}>
        Fix Followup Status
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Fix Followup Status"
        message="Set the follow-up status to completed on every registration whose payment is completed?"
        confirmLabel="Fix statuses"
        busy={bulkComplete.isPending}
        onConfirm={() => void run()}
      />
    </>
  );
}
