import { zodResolver } from '@hookform/resolvers/zod';
import { uploadProofFields } from '@eventdesk/contracts/payment';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { proofAccept, proofFileProblem } from '@/features/payment/proof-file-check';

const receiptFormSchema = uploadProofFields.extend({
  image: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      const problem = proofFileProblem(file);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    }),
});
type ReceiptFormInput = z.input<typeof receiptFormSchema>;
export type ReceiptFormValues = { image: File; transactionId: string };

export type ReceiptSubmitOutcome =
  { ok: true } | { ok: false; fileError?: string; fieldErrors?: Array<{ path: string; message: string }> };

type ReceiptUploadFormProps = {
  onSubmit: (values: ReceiptFormValues) => Promise<ReceiptSubmitOutcome>;
  defaultValues?: Partial<ReceiptFormInput>;
};

const IMAGE_ID = 'receipt-image';
const UTR_ID = 'receipt-utr';

/** Receipt image + UTR (spec public §5 checks in the browser; the server checks the bytes again). */
export function ReceiptUploadForm({ onSubmit, defaultValues }: ReceiptUploadFormProps) {
  const { t } = useTranslation();
  const [inputKey, setInputKey] = useState(0);
  const form = useForm<ReceiptFormInput>({
    resolver: zodResolver(receiptFormSchema),
    defaultValues: { image: null, transactionId: '', ...defaultValues },
    mode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!values.image) {
      return;
    }
    const outcome = await onSubmit({ image: values.image, transactionId: values.transactionId });
    if (outcome.ok) {
      return;
    }
    if (outcome.fileError) {
      form.setError('image', { message: outcome.fileError });
    }
    for (const error of outcome.fieldErrors ?? []) {
      if (error.path === 'transactionId' || error.path === 'image') {
        form.setError(error.path, { message: error.message });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={isSubmitting}>
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <TextField
            key={inputKey}
            id={IMAGE_ID}
            label={t('payment.upload.image')}
            required
            error={errors.image?.message}
            data-testid="receipt-input"
            type="file"
            accept={proofAccept}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              field.onChange(file);
              void form.trigger('image');
              if (file && proofFileProblem(file)) {
                // A fresh input: the refused file's name must not stay on screen.
                setInputKey((key) => key + 1);
              }
            }}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-1 file:font-semibold file:text-amber-900"
          />
        )}
      />
      <TextField
        id={UTR_ID}
        label={t('payment.upload.transactionId')}
        required
        hint={t('payment.upload.transactionIdHint')}
        error={errors.transactionId?.message}
        data-testid="utr-input"
        type="text"
        inputMode="text"
        autoComplete="off"
        {...form.register('transactionId')}
      />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('payment.upload.submitting')}
        data-testid="upload-submit"
        variant="dark"
        className="w-full"
      >
        {t('payment.upload.submit')}
      </SubmitButton>
    </form>
  );
}
