import type { PaymentResultQuery } from '@eventdesk/contracts/payment';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { paths } from '@/config/paths';
import { useSavePayment } from '@/features/payment/api/save-payment';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { ResultIcon } from '@/features/payment/components/result-icon';
import { useCountdown } from '@/features/payment/hooks/use-countdown';
import { orderStatusOf, readPaymentResult } from '@/features/payment/payment-result-query';

/** Spec: 5 seconds (one-second ticks) before going on to the registration's success page. */
export const REDIRECT_SECONDS = 5;

export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState<PaymentResultQuery | null>(null);
  const save = useSavePayment();
  const { mutate } = save;
  const saveStarted = useRef(false);

  useEffect(() => {
    setQuery(readPaymentResult(search));
  }, [search]);

  useEffect(() => {
    const orderId = query?.orderId;
    if (!orderId || saveStarted.current) {
      return;
    }
    saveStarted.current = true;
    mutate({ ...query, orderId });
  }, [query, mutate]);

  const target = save.data?.data2;
  const secondsLeft = useCountdown(target ? REDIRECT_SECONDS : null, () => {
    if (target) {
      void navigate(paths.registrationSuccess.getHref(target));
    }
  });

  const title = t('paymentResult.success.title');
  if (!query) {
    return (
      <PageShell title={title}>
        <p role="status" className="mx-auto max-w-2xl px-4 py-12 text-slate-600">
          {t('paymentResult.page.loading')}
        </p>
      </PageShell>
    );
  }

  const status = orderStatusOf(query);
  const statusText = status.known ? t(`paymentResult.status.${status.known}`) : status.text;

  return (
    <PageShell title={title}>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <div className="flex items-center gap-4">
          <ResultIcon success={status.known === 'Success'} />
          <h1
            data-testid="payment-result-heading"
            className="text-2xl font-bold break-words text-slate-900 sm:text-3xl"
          >
            {t('paymentResult.success.heading', { status: statusText })}
          </h1>
        </div>
        {save.isPending ? (
          <p role="status" className="mt-4 text-slate-600">
            {t('paymentResult.save.saving')}
          </p>
        ) : null}
        {save.isSuccess ? (
          <div
            role="status"
            data-testid="payment-saved"
            className="mt-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
          >
            <p className="font-bold">{t('paymentResult.save.saved')}</p>
            <p className="mt-1 text-sm" data-testid="redirect-countdown">
              {t('paymentResult.save.countdown', { seconds: secondsLeft ?? REDIRECT_SECONDS })}
            </p>
          </div>
        ) : null}
        {save.isError ? (
          <p
            role="alert"
            data-testid="payment-save-failed"
            className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-900"
          >
            {t('paymentResult.save.failed')}
          </p>
        ) : null}
        <PaymentDetailsBox query={query} />
      </div>
    </PageShell>
  );
}
