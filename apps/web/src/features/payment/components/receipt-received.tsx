import { useTranslation } from 'react-i18next';

/** Received, not confirmed: staff check the transfer first (about 24 hours). */
export function ReceiptReceived({ transactionId }: { transactionId?: string }) {
  const { t } = useTranslation();

  return (
    <div
      role="status"
      data-testid="receipt-received"
      className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
    >
      <p className="font-bold">{t('payment.received.title')}</p>
      <p className="mt-1 text-sm">{t('payment.received.body')}</p>
      {transactionId ? (
        <p className="mt-1 text-sm break-all">{t('payment.received.utr', { utr: transactionId })}</p>
      ) : null}
    </div>
  );
}
