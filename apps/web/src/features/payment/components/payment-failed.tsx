import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { ResultHeading } from '@/features/payment/components/result-heading';

/** The spec's failure view; `result` is null when the provider's answer did not verify (nothing to show). */
export function PaymentFailed({ result }: { result: PaymentOrderResult | null }) {
  const { t } = useTranslation();

  return (
    <>
      <ResultHeading kind="failure">{t('payment.resultError.heading')}</ResultHeading>
      <p className="mt-4 text-slate-700">{t('payment.resultError.body')}</p>
      {result ? <PaymentDetailsBox result={result} /> : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.events.getHref()}
          data-testid="retry-payment"
          className="rounded-lg bg-amber-700 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800"
        >
          {t('payment.resultError.retry')}
        </Link>
        {result ? (
          <Link
            to={paths.payment.getHref(result.ref)}
            data-testid="back-to-payment"
            className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t('payment.resultError.backToPayment')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
