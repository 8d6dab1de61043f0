import { zodResolver } from '@hookform/resolvers/zod';
import {
  leadStatusUpdateBody,
  type LeadRow,
  type LeadStatusUpdateBody,
  type LeadStatusUpdateInput,
} from '@eventdesk/contracts/leads';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useToast } from '@/components/ui/toast';
import { useUpdateLeadStatus } from '@/features/meta-leads/api/lead-commands';
import { useContractMessage } from '@/features/meta-leads/hooks/use-contract-message';
import { errorText } from '@/features/meta-leads/lib/lead-format';

// A call note is a status update that keeps the status (and its date or reference) and needs the note itself.
const callNoteBody = leadStatusUpdateBody.refine((body) => Boolean(body.notes), {
  path: ['notes'],
  message: 'metaLeads.note.required',
});

type CallNoteDialogProps = { lead: LeadRow; onClose: () => void };

/** One step after a call: write what was said; it goes into the lead's history. */
export function CallNoteDialog({ lead, onClose }: CallNoteDialogProps) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const { toast } = useToast();
  const updateStatus = useUpdateLeadStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LeadStatusUpdateInput, unknown, LeadStatusUpdateBody>({
    resolver: zodResolver(callNoteBody),
    defaultValues: {
      status: lead.currentStatus,
      followupDate: lead.followupDate ?? '',
      referenceId: lead.referenceId ?? '',
      notes: '',
    },
  });
  // The kept status may lack its date or reference (data from before the rule): say so rather than fail silently.
  const otherError = message(
    errors.followupDate?.message ?? errors.referenceId?.message ?? errors.status?.message,
  );

  const submit = async (body: LeadStatusUpdateBody) => {
    try {
      await updateStatus.mutateAsync({ id: lead.id, body });
      toast({ title: t('metaLeads.note.saved') });
      onClose();
    } catch (error) {
      toast({
        title: t('metaLeads.update.failed', { message: message(errorText(error)) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('metaLeads.note.title')}
      description={`${lead.fullName} · ${t(`metaLeads.status.${lead.currentStatus}`)}`}
      closeLabel={t('metaLeads.dialog.close')}
      size="sm"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
        <TextAreaField
          id="lead-call-note"
          label={t('metaLeads.note.label')}
          required
          error={errors.notes?.message ? t(errors.notes.message) : undefined}
          rows={3}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user just opened to write this note: focus moves into it anyway, and lands on its only field rather than on the close button.
          autoFocus
          {...register('notes')}
        />
        {otherError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {otherError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={dialogButtonClass} onClick={onClose}>
            {t('metaLeads.dialog.cancel')}
          </button>
          <SubmitButton pending={isSubmitting} pendingLabel={t('metaLeads.note.saving')} variant="staff">
            {t('metaLeads.note.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
