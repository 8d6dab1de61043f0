import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useUndoLeadImport } from '@/features/meta-leads/api/lead-commands';
import { errorText } from '@/features/meta-leads/lib/lead-format';

type UndoImportButtonProps = {
  importId: number;
  /** The file name (or source) the question and the button's accessible name use. */
  name: string;
  label: string;
};

/**
 * Undo of an import batch, asked first: the server removes the batch's leads nobody has worked on yet and says how
 * many it kept and why; that message is shown as it is.
 */
export function UndoImportButton({ importId, name, label }: UndoImportButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const undo = useUndoLeadImport();

  const run = async () => {
    try {
      const { message } = await undo.mutateAsync(importId);
      setOutcome(message);
      toast({ title: message });
    } catch (error) {
      toast({
        title: t('metaLeads.imports.undoFailed', { message: errorText(error) }),
        variant: 'destructive',
      });
    } finally {
      setAsking(false);
    }
  };

  if (outcome) {
    return (
      <p role="status" className="text-sm text-slate-800">
        {outcome}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={t('metaLeads.imports.undoLabel', { label, name })}
        onClick={() => setAsking(true)}
        className="rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:outline-none"
      >
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('metaLeads.imports.confirmTitle')}
        message={t('metaLeads.imports.confirmMessage', { name })}
        confirmLabel={t('metaLeads.imports.confirm')}
        cancelLabel={t('metaLeads.dialog.cancel')}
        destructive
        busy={undo.isPending}
        onConfirm={() => void run()}
      />
    </>
  );
}
