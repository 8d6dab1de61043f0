import { zodResolver } from '@hookform/resolvers/zod';
import { confirmProofBody, type ConfirmProofBody, type ProofReviewRow } from '@eventdesk/contracts/payment';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useStaffFormat } from '@/lib/use-staff-format';

type ConfirmReceiptDialogProps = {
  receipt: ProofReviewRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: ConfirmProofBody) => Promise<void>;
};

/** Confirm against the bank statement: amount received (prefilled with what is due), method and the UTR. */
export function ConfirmReceiptDialog({ receipt, open, onOpenChange, onSubmit }: ConfirmReceiptDialogProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmProofBody>({
    resolver: zodResolver(confirmProofBody),
    defaultValues: {
      amount: receipt.expectedAmount,
      method: 'bank_transfer',
      transactionId: receipt.transactionId,
    },
  });
  const formId = `confirm-receipt-${receipt.proofId}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminReceipts.confirm.title')}
      description={
        receipt.paymentReference
          ? t('adminReceipts.confirm.descriptionWithReference', {
              name: receipt.fullName,
              amount: format.inr(receipt.expectedAmount),
              reference: receipt.paymentReference,
            })
          : t('adminReceipts.confirm.description', {
              name: receipt.fullName,
              amount: format.inr(receipt.expectedAmount),
            })
      }
      size="sm"
      footer={
        <>
          <button type="button" className={dialogButtonClass} onClick={() => onOpenChange(false)}>
            {t('adminReceipts.confirm.cancel')}
          </button>
          <SubmitButton
            form={formId}
            pending={isSubmitting}
            pendingLabel={t('adminReceipts.confirm.submitting')}
            variant="staff"
          >
            {t('adminReceipts.confirm.submit')}
          </SubmitButton>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="grid gap-4"
      >
        <TextField
          id={`${formId}-amount`}
          label={t('adminReceipts.confirm.amount')}
          required
          // zod's own wording for a missing or fractional number: one message staff can act on, in their language.
          error={errors.amount ? t('adminReceipts.confirm.amountInvalid') : undefined}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('amount', { valueAsNumber: true })}
        />
        <SelectField
          id={`${formId}-method`}
          label={t('adminReceipts.confirm.method')}
          required
          error={errors.method?.message}
          {...register('method')}
        >
          <option value="bank_transfer">{t('adminReceipts.confirm.bankTransfer')}</option>
          <option value="upi">{t('adminReceipts.confirm.upi')}</option>
        </SelectField>
        <TextField
          id={`${formId}-transaction`}
          label={t('adminReceipts.confirm.transactionId')}
          required
          error={errors.transactionId?.message}
          autoComplete="off"
          {...register('transactionId')}
        />
      </form>
    </Dialog>
  );
}
