import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '@/features/payment/components/summary-list';
import { formatRupees } from '@/lib/format-money';

export function PaymentSummaryCard({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const { registration } = summary;

  return (
    <section aria-labelledby="payment-summary-title" className="mt-6">
      <h2 id="payment-summary-title" className="text-lg font-bold text-slate-900">
        {t('payment.summary.title')}
      </h2>
      <div className="mt-3">
        <SummaryList
          testId="payment-summary"
          rows={[
            [t('payment.summary.id'), String(registration.id)],
            [t('payment.summary.name'), registration.fullName],
            [t('payment.summary.email'), registration.email],
            [t('payment.summary.package'), t(`payment.packages.${registration.package}`)],
            [t('payment.summary.amount'), formatRupees(summary.amount)],
          ]}
        />
      </div>
      {registration.voucher ? (
        <p className="mt-2 text-sm font-medium text-green-800" data-testid="payment-coupon">
          {registration.couponCode && registration.listPrice
            ? t('payment.summary.couponApplied', {
                code: registration.couponCode,
                amount: formatRupees(summary.amount),
                listPrice: formatRupees(registration.listPrice),
              })
            : t('payment.summary.voucher')}
        </p>
      ) : null}
    </section>
  );
}
