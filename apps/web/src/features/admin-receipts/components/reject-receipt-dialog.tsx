import { zodResolver } from '@hookform/resolvers/zod';
import { rejectProofBody, type ProofReviewRow, type RejectProofBody } from '@eventdesk/contracts/payment';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';

type RejectReceiptDialogProps = {
  receipt: ProofReviewRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: RejectProofBody) => Promise<void>;
};

/** Reject a receipt; the reason is required (it is recorded and the visitor can be told why). */
export function RejectReceiptDialog({ receipt, open, onOpenChange, onSubmit }: RejectReceiptDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RejectProofBody>({ resolver: zodResolver(rejectProofBody), defaultValues: { reason: '' } });
  const fieldId = `reject-receipt-${receipt.proofId}-reason`;
  const formId = `reject-receipt-${receipt.proofId}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('adminReceipts.reject.title')}
      description={t('adminReceipts.reject.description', {
        name: receipt.fullName,
        utr: receipt.transactionId,
      })}
      size="sm"
      footer={
        <>
          <button type="button" className={dialogButtonClass} onClick={() => onOpenChange(false)}>
            {t('adminReceipts.reject.cancel')}
          </button>
          <SubmitButton
            form={formId}
            pending={isSubmitting}
            pendingLabel={t('adminReceipts.reject.submitting')}
            variant="danger"
          >
            {t('adminReceipts.reject.submit')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <TextAreaField
          id={fieldId}
          label={t('adminReceipts.reject.reason')}
          required
          // The contract words its rule in English for API callers; staff read it in their language.
          error={errors.reason ? t('adminReceipts.reject.reasonInvalid') : undefined}
          rows={3}
          {...register('reason')}
        />
      </form>
    </Dialog>
  );
}
