import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankTransferDetails } from '@/features/payment/components/bank-transfer-details';
import {
  ReceiptUploadForm,
  type ReceiptFormValues,
  type ReceiptSubmitOutcome,
} from '@/features/payment/components/receipt-upload-form';

type BankTransferOptionProps = {
  summary: PaymentSummary;
  amountText: string;
  onUpload: (values: ReceiptFormValues) => Promise<ReceiptSubmitOutcome>;
};

/** "Bank transfer / UPI", collapsed until chosen: where to send the money, then the receipt upload. */
export function BankTransferOption({ summary, amountText, onUpload }: BankTransferOptionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <button
        type="button"
        data-testid="bank-transfer"
        aria-expanded={open}
        aria-controls="bank-transfer-panel"
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full items-center justify-between gap-3 text-left font-bold text-slate-900"
      >
        {t('payment.choice.bank')}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <div id="bank-transfer-panel" className="mt-3 grid gap-6">
          <BankTransferDetails
            bank={summary.bank}
            amountText={amountText}
            paymentReference={summary.paymentReference}
          />
          <div>
            <h3 className="font-bold text-slate-900">{t('payment.upload.title')}</h3>
            <div className="mt-3">
              <ReceiptUploadForm onSubmit={onUpload} />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
