import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { ResultHeading } from '@/features/payment/components/result-heading';
import { useCountdown } from '@/features/payment/hooks/use-countdown';

/** Spec: 5 seconds (one-second ticks) before going on to the registration's success page. */
export const REDIRECT_SECONDS = 5;

/** A verified, paid order: the spec's "saved" notice, then on to /registration-success/{ref}. */
export function PaymentSucceeded({ result }: { result: PaymentOrderResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const secondsLeft = useCountdown(REDIRECT_SECONDS, () => {
    void navigate(paths.registrationSuccess.getHref(result.ref));
  });

  return (
    <>
      <ResultHeading kind="success">
        {t('payment.resultSuccess.heading', { status: t('payment.resultStatus.Success') })}
      </ResultHeading>
      <div
        role="status"
        data-testid="payment-saved"
        className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
      >
        <p className="font-bold">{t('payment.resultSave.saved')}</p>
        <p className="mt-1 text-sm" data-testid="redirect-countdown">
          {t('payment.resultSave.countdown', { seconds: secondsLeft ?? REDIRECT_SECONDS })}
        </p>
      </div>
      <PaymentDetailsBox result={result} />
    </>
  );
}
