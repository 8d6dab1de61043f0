import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { ResultHeading } from '@/features/payment/components/result-heading';

/**
 * The visitor left the card page with Cancel (the provider's "Aborted"): nothing was charged and the registration
 * stands, so the page says so and leads straight back to the payment page to try again.
 */
export function PaymentCancelled({ result }: { result: PaymentOrderResult }) {
  const { t } = useTranslation();

  return (
    <>
      <ResultHeading kind="cancelled">{t('payment.resultCancelled.heading')}</ResultHeading>
      <p role="status" data-testid="payment-cancelled" className="mt-4 text-slate-700">
        {t('payment.resultCancelled.body')}
      </p>
      <Link
        to={paths.payment.getHref(result.ref)}
        data-testid="try-again"
        className="mt-6 block rounded-lg bg-amber-700 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800 sm:inline-block"
      >
        {t('payment.resultCancelled.retry')}
      </Link>
      <PaymentDetailsBox result={result} />
    </>
  );
}
