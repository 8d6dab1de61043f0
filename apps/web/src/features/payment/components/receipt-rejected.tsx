import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

type ReceiptRejectedProps = {
  rejection: NonNullable<PaymentSummary['rejection']>;
};

/**
 * Staff refused the latest receipt: the page says so and why before offering the choices again, so the visitor
 * knows what went wrong and what to do next (upload a new receipt or pay by card).
 */
export function ReceiptRejected({ rejection }: ReceiptRejectedProps) {
  const { t, i18n } = useTranslation();
  // The sentence supplies its own full stop.
  const reason = rejection.reason.trim().replace(/[.。]+$/, '');
  return (
    <div
      role="alert"
      data-testid="receipt-rejected"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <p className="font-bold">{t('payment.rejected.title')}</p>
      <p className="mt-1 text-sm break-words">{t('payment.rejected.body', { reason })}</p>
      <p className="mt-1 text-sm">
        {t('payment.rejected.when', { date: formatDateTime(rejection.rejectedAt, i18n.resolvedLanguage) })}
      </p>
    </div>
  );
}
