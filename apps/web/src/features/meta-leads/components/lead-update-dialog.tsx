import { zodResolver } from '@hookform/resolvers/zod';
import { leadStatuses } from '@eventdesk/contracts/common';
import {
  leadStatusUpdateBody,
  type LeadRow,
  type LeadStatusUpdateBody,
  type LeadStatusUpdateInput,
} from '@eventdesk/contracts/leads';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { useUpdateLeadStatus } from '@/features/meta-leads/api/lead-commands';
import { LeadDetails } from '@/features/meta-leads/components/lead-details';
import { useContractMessage } from '@/features/meta-leads/hooks/use-contract-message';
import { errorText } from '@/features/meta-leads/lib/lead-format';

type LeadUpdateDialogProps = { lead: LeadRow; onClose: () => void };

/**
 * Spec admin §4/§5 lead update: the status (default the current one), a Follow-up Date only for followup, a
 * Reference ID only for payment_done, notes and business notes. The lead's details and form answers are above.
 */
export function LeadUpdateDialog({ lead, onClose }: LeadUpdateDialogProps) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const { toast } = useToast();
  const updateStatus = useUpdateLeadStatus();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadStatusUpdateInput, unknown, LeadStatusUpdateBody>({
    resolver: zodResolver(leadStatusUpdateBody),
    defaultValues: {
      status: lead.currentStatus,
      followupDate: lead.followupDate ?? '',
      referenceId: lead.referenceId ?? '',
      notes: '',
      business_notes: lead.businessNotes ?? '',
    },
  });
  const status = watch('status');

  const submit = async (values: LeadStatusUpdateBody) => {
    setServerError(null);
    // A hidden field is not sent: a date only with followup, a reference only with payment_done.
    const body: LeadStatusUpdateBody = {
      ...values,
      followupDate: values.status === 'followup' ? values.followupDate : undefined,
      referenceId: values.status === 'payment_done' ? values.referenceId : undefined,
    };
    try {
      await updateStatus.mutateAsync({ id: lead.id, body });
      toast({ title: t('metaLeads.update.success') });
      onClose();
    } catch (error) {
      const reason = message(errorText(error));
      setServerError(reason);
      toast({ title: t('metaLeads.update.failed', { message: reason }), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('metaLeads.update.title')}
      description={lead.fullName}
      closeLabel={t('metaLeads.dialog.close')}
      size="lg"
    >
      {/* The form first on a phone (the caller has just hung up); the details beside it on wider screens. */}
      <div className="grid gap-5 md:grid-cols-2">
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid content-start gap-4"
        >
          <SelectField
            id="lead-status"
            label={t('metaLeads.update.status')}
            required
            error={message(errors.status?.message)}
            {...register('status', { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t('metaLeads.update.selectStatus')}</option>
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {t(`metaLeads.status.${option}`)}
              </option>
            ))}
          </SelectField>
          {status === 'followup' ? (
            <TextField
              id="lead-followup-date"
              label={t('metaLeads.update.followupDate')}
              required
              error={message(errors.followupDate?.message)}
              type="date"
              {...register('followupDate')}
            />
          ) : null}
          {status === 'payment_done' ? (
            <TextField
              id="lead-reference-id"
              label={t('metaLeads.update.referenceId')}
              required
              error={message(errors.referenceId?.message)}
              type="text"
              autoComplete="off"
              {...register('referenceId')}
            />
          ) : null}
          <TextAreaField
            id="lead-notes"
            label={t('metaLeads.update.notes')}
            error={message(errors.notes?.message)}
            rows={3}
            {...register('notes')}
          />
          <TextAreaField
            id="lead-business-notes"
            label={t('metaLeads.update.businessNotes')}
            error={message(errors.business_notes?.message)}
            rows={2}
            {...register('business_notes')}
          />
          {serverError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {serverError}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={dialogButtonClass} onClick={onClose}>
              {t('metaLeads.dialog.cancel')}
            </button>
            <SubmitButton pending={isSubmitting} pendingLabel={t('metaLeads.update.saving')} variant="staff">
              {t('metaLeads.update.save')}
            </SubmitButton>
          </div>
        </form>
        <div className="border-t border-slate-200 pt-4 md:order-first md:border-t-0 md:pt-0">
          <LeadDetails lead={lead} />
        </div>
      </div>
    </Dialog>
  );
}
