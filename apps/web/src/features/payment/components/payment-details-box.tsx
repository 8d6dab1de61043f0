import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '@/features/payment/components/summary-list';
import { intlLocale } from '@/lib/i18n';

/** "₹3,600.00" in the visitor's locale; the code and the figure if the currency is not one Intl knows. */
function amountText(result: PaymentOrderResult, language: string | undefined): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: result.currency,
    }).format(result.amount);
  } catch {
    return `${result.currency} ${result.amount}`;
  }
}

/** The details of spec public §2 for /success and /error, from our verified record of the order. */
export function PaymentDetailsBox({ result }: { result: PaymentOrderResult }) {
  const { t, i18n } = useTranslation();
  const dash = '—';

  return (
    <section aria-labelledby="payment-details-title" className="mt-6">
      <h2 id="payment-details-title" className="text-lg font-bold text-slate-900">
        {t('payment.resultDetails.title')}
      </h2>
      <div className="mt-3">
        <SummaryList
          testId="payment-details"
          rows={[
            [t('payment.resultDetails.orderId'), result.orderId],
            [t('payment.resultDetails.amount'), amountText(result, i18n.resolvedLanguage)],
            [t('payment.resultDetails.paymentMode'), result.paymentMode ?? dash],
            [t('payment.resultDetails.date'), result.transDate ?? dash],
            [t('payment.resultDetails.name'), result.billingName || dash],
            [t('payment.resultDetails.email'), result.billingEmail || dash],
            [t('payment.resultDetails.phone'), result.billingTel || dash],
          ]}
        />
      </div>
    </section>
  );
}
