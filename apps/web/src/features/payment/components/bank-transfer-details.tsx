import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '@/features/payment/components/summary-list';

type BankTransferDetailsProps = {
  bank: PaymentSummary['bank'];
  amountText: string;
  paymentReference: string;
};

/** Where to send the money, and the reference that lets staff match the transfer to the registration. */
export function BankTransferDetails({ bank, amountText, paymentReference }: BankTransferDetailsProps) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = (
    [
      [t('payment.bank.accountName'), bank.accountName],
      [t('payment.bank.accountNumber'), bank.accountNumber],
      [t('payment.bank.ifsc'), bank.ifsc],
      [t('payment.bank.bankName'), bank.bankName],
      [t('payment.bank.branch'), bank.branch],
      [t('payment.bank.upiId'), bank.upiId],
    ] satisfies Array<[string, string]>
  ).filter(([, value]) => value.trim() !== '');

  return (
    <div data-testid="bank-details">
      <p className="text-sm text-slate-700">{t('payment.bank.intro', { amount: amountText })}</p>
      <div className="mt-3">
        <SummaryList rows={rows} />
      </div>
      {bank.qrImage ? (
        <img
          src={bank.qrImage}
          alt={t('payment.bank.qrAlt')}
          width={200}
          height={200}
          className="mx-auto mt-4 h-auto w-48 rounded-lg border border-slate-200 bg-white p-2"
        />
      ) : null}
      <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
        <p className="text-sm text-amber-900">{t('payment.bank.remark')}</p>
        <p data-testid="payment-reference" className="mt-1 text-xl font-bold tracking-wide text-amber-900">
          {paymentReference}
        </p>
      </div>
    </div>
  );
}
