import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useBulkCompleteFollowups } from '@/features/admin-registrations/api/followups';
import { toolbarButtonClass } from '@/features/admin-registrations/components/export-buttons';
import { serverMessage } from '@/features/admin-registrations/format';
import { ApiError } from '@/lib/api-client';

/** Super_admin: follow-up `completed` on every registration whose payment is completed and follow-up is not. */
export function FixFollowupsButton() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const bulkComplete = useBulkCompleteFollowups();

  const run = async () => {
    try {
      const { updated } = await bulkComplete.mutateAsync();
      toast({ title: t('adminRegistrations.fixFollowups.updated', { updated }) });
    } catch (error) {
      toast({
        title:
          error instanceof ApiError
            ? t('adminRegistrations.fixFollowups.failedWith', { message: serverMessage(error) })
            : t('adminRegistrations.fixFollowups.failed'),
        variant: 'destructive',
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <button type="button" className={toolbarButtonClass} onClick={() => setAsking(true)}>
        {t('adminRegistrations.fixFollowups.button')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('adminRegistrations.fixFollowups.button')}
        message={t('adminRegistrations.fixFollowups.question')}
        confirmLabel={t('adminRegistrations.fixFollowups.confirm')}
        cancelLabel={t('adminRegistrations.dialog.cancel')}
        busy={bulkComplete.isPending}
        onConfirm={() => void run()}
      />
    </>
  );
}
