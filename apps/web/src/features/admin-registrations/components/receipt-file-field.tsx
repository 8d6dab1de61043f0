import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { controlProps } from '@/components/ui/text-field';
import { receiptAccept, receiptFileProblem } from '@/features/admin-registrations/receipt-file-check';

type ReceiptFileFieldProps = {
  id: string;
  onChange: (file: File | null) => void;
};

/** Optional payment receipt image: a wrong type or a file over 5 MB is refused and the field cleared. */
export function ReceiptFileField({ id, onChange }: ReceiptFileFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <FormField
      id={id}
      label={t('adminRegistrations.receipt.label')}
      hint={t('adminRegistrations.receipt.hint')}
    >
      {/* The kit's wiring, not TextField: a refused file is announced as an alert when it is picked. */}
      <input
        {...controlProps({
          id,
          hint: true,
          className:
            'file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold',
        })}
        type="file"
        accept={receiptAccept}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const fileProblem = file ? receiptFileProblem(file) : null;
          setProblem(fileProblem);
          if (fileProblem) {
            event.target.value = '';
            onChange(null);
            return;
          }
          onChange(file);
        }}
      />
      {problem ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t(problem)}
        </p>
      ) : null}
    </FormField>
  );
}
