import type { PaymentResultQuery } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '@/features/payment/components/summary-list';
import { intlLocale } from '@/lib/i18n';

/** "INR 3600.00" in the visitor's locale when it reads as money; as sent otherwise. */
function amountText(query: PaymentResultQuery, language: string | undefined): string {
  const amount = Number(query.amount);
  const currency = query.currency ?? 'INR';
  if (!query.amount || !Number.isFinite(amount) || !/^[A-Z]{3}$/.test(currency)) {
    return [query.currency, query.amount].filter(Boolean).join(' ');
  }
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(amount);
}

/** The details of spec public §2 for /success and /error, from the query string our server wrote. */
export function PaymentDetailsBox({ query }: { query: PaymentResultQuery }) {
  const { t, i18n } = useTranslation();
  const dash = '—';

  return (
    <section aria-labelledby="payment-details-title" className="mt-6">
      <h2 id="payment-details-title" className="text-lg font-bold text-slate-900">
        {t('paymentResult.details.title')}
      </h2>
      <div className="mt-3">
        <SummaryList
          testId="payment-details"
          rows={[
            [t('paymentResult.details.orderId'), query.orderId ?? dash],
            [t('paymentResult.details.amount'), amountText(query, i18n.resolvedLanguage) || dash],
            [t('paymentResult.details.paymentMode'), query.payment_mode ?? dash],
            [t('paymentResult.details.date'), query.trans_date ?? dash],
            [t('paymentResult.details.name'), query.billing_name ?? dash],
            [t('paymentResult.details.email'), query.billing_email ?? dash],
            [t('paymentResult.details.phone'), query.billing_tel ?? dash],
          ]}
        />
      </div>
    </section>
  );
}
