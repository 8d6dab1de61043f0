import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureCard } from '@/components/ui/disclosure-card';
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
    <DisclosureCard
      title={t('payment.choice.bank')}
      panelId="bank-transfer-panel"
      testId="bank-transfer"
      open={open}
      onOpenChange={setOpen}
      panelClassName="grid gap-6"
    >
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
    </DisclosureCard>
  );
}
