import { zodResolver } from '@hookform/resolvers/zod';
import { confirmProofBody, type ConfirmProofBody, type ProofReviewRow } from '@eventdesk/contracts/payment';
import { useForm } from 'react-hook-form';
import { Dialog, dialogButtonClass, dialogPrimaryButtonClass } from '@/components/ui/dialog';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { formatInr } from '@/features/admin-receipts/lib/format';

type ConfirmReceiptDialogProps = {
  receipt: ProofReviewRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: ConfirmProofBody) => Promise<void>;
};

/** Confirm against the bank statement: amount received (prefilled with what is due), method and the UTR. */
export function ConfirmReceiptDialog({ receipt, open, onOpenChange, onSubmit }: ConfirmReceiptDialogProps) {
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
      title="Confirm payment"
      description={`${receipt.fullName}: ${formatInr(receipt.expectedAmount)} due${
        receipt.paymentReference ? `, reference ${receipt.paymentReference}` : ''
      }`}
      size="sm"
      footer={
        <>
          <button type="button" className={dialogButtonClass} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="submit" form={formId} className={dialogPrimaryButtonClass} disabled={isSubmitting}>
            {isSubmitting ? 'Confirming...' : 'Confirm payment'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="grid gap-4"
      >
        <FormField
          id={`${formId}-amount`}
          label="Amount received (₹)"
          required
          error={errors.amount?.message}
        >
          <input
            id={`${formId}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={describedBy(`${formId}-amount`, false, Boolean(errors.amount))}
            className={inputClass}
            {...register('amount', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${formId}-method`} label="Method" required error={errors.method?.message}>
          <select id={`${formId}-method`} className={inputClass} {...register('method')}>
            <option value="bank_transfer">Bank transfer</option>
            <option value="upi">UPI</option>
          </select>
        </FormField>
        <FormField
          id={`${formId}-transaction`}
          label="Transaction id (UTR)"
          required
          error={errors.transactionId?.message}
        >
          <input
            id={`${formId}-transaction`}
            autoComplete="off"
            aria-invalid={errors.transactionId ? true : undefined}
            aria-describedby={describedBy(`${formId}-transaction`, false, Boolean(errors.transactionId))}
            className={inputClass}
            {...register('transactionId')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
