import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedFollowupStatuses,
  followupUpdateBody,
  type AdminRegistrationRow,
  type FollowupUpdateBody,
} from '@eventdesk/contracts/registration';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useToast } from '@/components/ui/toast';
import { useUpdateFollowup } from '@/features/admin-registrations/api/followups';
import { serverMessage, useStatusLabels } from '@/features/admin-registrations/format';

type FollowupUpdateDialogProps = {
  row: AdminRegistrationRow;
  onClose: () => void;
};

type FollowupFormInput = z.input<typeof followupUpdateBody>;

/** Offers only the statuses the payment status allows (spec admin §4); the server checks the same rule. */
export function FollowupUpdateDialog({ row, onClose }: FollowupUpdateDialogProps) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const { toast } = useToast();
  const updateFollowup = useUpdateFollowup();
  const [serverError, setServerError] = useState<string | null>(null);
  const allowed = allowedFollowupStatuses(row.paymentStatus);
  const current = row.followupStatus ?? 'pending';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FollowupFormInput, unknown, FollowupUpdateBody>({
    resolver: zodResolver(followupUpdateBody),
    // An empty choice when the current status is not allowed any more, so staff pick one deliberately.
    defaultValues: { status: allowed.includes(current) ? current : ('' as never), notes: '' },
  });

  const submit = async (body: FollowupUpdateBody) => {
    setServerError(null);
    try {
      await updateFollowup.mutateAsync({ id: row.id, body });
      toast({ title: t('adminRegistrations.followupUpdate.saved') });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      setServerError(message);
      toast({ title: t('adminRegistrations.followupUpdate.failed', { message }), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminRegistrations.followupUpdate.title')}
      description={t('adminRegistrations.followupUpdate.description', {
        name: row.fullName,
        id: row.id,
        status: labels.payment(row.paymentStatus).toLowerCase(),
      })}
      closeLabel={t('adminRegistrations.dialog.close')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
        <SelectField
          id="followup-status"
          label={t('adminRegistrations.filters.followupStatus')}
          required
          error={errors.status?.message}
          {...register('status')}
        >
          <option value="">{t('adminRegistrations.followupUpdate.choose')}</option>
          {allowed.map((status) => (
            <option key={status} value={status}>
              {labels.followup(status)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="followup-notes"
          label={t('adminRegistrations.followupUpdate.notes')}
          error={errors.notes?.message}
          rows={3}
          {...register('notes')}
        />
        {serverError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={dialogButtonClass} onClick={onClose}>
            {t('adminRegistrations.dialog.cancel')}
          </button>
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={t('adminRegistrations.dialog.saving')}
            variant="staff"
          >
            {t('adminRegistrations.followups.update')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
