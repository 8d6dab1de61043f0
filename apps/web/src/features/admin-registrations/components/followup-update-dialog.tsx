import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedFollowupStatuses,
  followupUpdateBody,
  type AdminRegistrationRow,
  type FollowupUpdateBody,
} from '@eventdesk/contracts/registration';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, dialogButtonClass, dialogPrimaryButtonClass } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { useUpdateFollowup } from '@/features/admin-registrations/api/followups';
import {
  followupStatusLabels,
  paymentStatusLabels,
  serverMessage,
} from '@/features/admin-registrations/format';

type FollowupUpdateDialogProps = {
  row: AdminRegistrationRow;
  onClose: () => void;
};

type FollowupFormInput = z.input<typeof followupUpdateBody>;

/** Offers only the statuses the payment status allows (spec admin §4); the server checks the same rule. */
export function FollowupUpdateDialog({ row, onClose }: FollowupUpdateDialogProps) {
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
      toast({ title: 'Followup status updated successfully!' });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      setServerError(message);
      toast({ title: `Failed to update followup status: ${message}`, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Update Follow-up"
      description={`${row.fullName} (ID ${row.id}) · payment ${paymentStatusLabels[row.paymentStatus].toLowerCase()}`}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
        <FormField id="followup-status" label="Follow-up status" required error={errors.status?.message}>
          <select
            id="followup-status"
            className={inputClass}
            aria-invalid={errors.status ? true : undefined}
            {...register('status')}
          >
            <option value="">Select a status</option>
            {allowed.map((status) => (
              <option key={status} value={status}>
                {followupStatusLabels[status]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="followup-notes" label="Notes" error={errors.notes?.message}>
          <textarea id="followup-notes" rows={3} className={inputClass} {...register('notes')} />
        </FormField>
        {serverError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={dialogButtonClass} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={dialogPrimaryButtonClass} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Update'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
