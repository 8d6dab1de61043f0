import { zodResolver } from '@hookform/resolvers/zod';
import { reassignLeadsBody, type LeadCaller, type ReassignLeadsBody } from '@eventdesk/contracts/leads';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useToast } from '@/components/ui/toast';
import { useReassignLeads } from '@/features/meta-leads/api/lead-commands';
import { useContractMessage } from '@/features/meta-leads/hooks/use-contract-message';
import { errorText } from '@/features/meta-leads/lib/lead-format';

type ReassignDialogProps = {
  leadIds: number[];
  /** The lead's name when one lead is reassigned from its row. */
  leadName?: string;
  callers: LeadCaller[];
  onDone: () => void;
  onClose: () => void;
};

/** Gives one lead or a selection to an active caller, or leaves them unassigned; the server's answer is shown. */
export function ReassignDialog({ leadIds, leadName, callers, onDone, onClose }: ReassignDialogProps) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const { toast } = useToast();
  const reassign = useReassignLeads();
  const active = callers.filter((caller) => caller.active);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reassignLeadsBody>, unknown, ReassignLeadsBody>({
    resolver: zodResolver(reassignLeadsBody),
    defaultValues: { leadIds, caller: active[0]?.username ?? null },
  });

  const submit = async (body: ReassignLeadsBody) => {
    try {
      const { message } = await reassign.mutateAsync(body);
      toast({ title: message });
      onDone();
      onClose();
    } catch (error) {
      toast({
        title: t('metaLeads.reassign.failed', { message: message(errorText(error)) }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('metaLeads.reassign.title')}
      description={leadName ?? t('metaLeads.reassign.selectedCount', { count: leadIds.length })}
      closeLabel={t('metaLeads.dialog.close')}
      size="sm"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
        <SelectField
          id="lead-reassign-caller"
          label={t('metaLeads.reassign.to')}
          error={errors.caller?.message ?? errors.leadIds?.message}
          {...register('caller', { setValueAs: (value: string | null) => value || null })}
        >
          {active.map((caller) => (
            <option key={caller.username} value={caller.username}>
              {caller.username}
            </option>
          ))}
          <option value="">{t('metaLeads.reassign.unassigned')}</option>
        </SelectField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={dialogButtonClass} onClick={onClose}>
            {t('metaLeads.dialog.cancel')}
          </button>
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={t('metaLeads.reassign.submitting')}
            variant="staff"
          >
            {t('metaLeads.reassign.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
