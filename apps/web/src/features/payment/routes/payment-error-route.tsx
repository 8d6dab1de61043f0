import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { OrderResultView } from '@/features/payment/components/order-result-view';
import { PaymentFailed } from '@/features/payment/components/payment-failed';
import { orderIdOf } from '@/features/payment/payment-result-query';

/** /error?orderId=… for a declined or aborted card; bare /error when the provider's answer did not verify. */
export function PaymentErrorRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);

  return (
    <PageShell title={t('payment.resultError.title')}>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        {orderId ? <OrderResultView orderId={orderId} /> : <PaymentFailed result={null} />}
      </div>
    </PageShell>
  );
}
