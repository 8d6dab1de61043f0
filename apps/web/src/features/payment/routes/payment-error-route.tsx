import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { paths } from '@/config/paths';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { ResultIcon } from '@/features/payment/components/result-icon';
import { readPaymentResult } from '@/features/payment/payment-result-query';

export function PaymentErrorRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = useMemo(() => readPaymentResult(search), [search]);

  return (
    <PageShell title={t('paymentResult.error.title')}>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <div className="flex items-center gap-4">
          <ResultIcon success={false} />
          <h1 data-testid="payment-result-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('paymentResult.error.heading')}
          </h1>
        </div>
        <p className="mt-4 text-slate-700">{t('paymentResult.error.body')}</p>
        <PaymentDetailsBox query={query} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.events.getHref()}
            data-testid="retry-payment"
            className="rounded-lg bg-amber-700 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800"
          >
            {t('paymentResult.error.retry')}
          </Link>
          {query.ref ? (
            <Link
              to={paths.payment.getHref(query.ref)}
              className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-900 hover:bg-slate-50"
            >
              {t('paymentResult.error.backToPayment')}
            </Link>
          ) : null}
        </div>
      </div>
    </PageShell>
  );
}
