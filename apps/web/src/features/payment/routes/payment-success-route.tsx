import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { OrderNotFound, OrderResultView } from '@/features/payment/components/order-result-view';
import { orderIdOf } from '@/features/payment/payment-result-query';

/** Where the card provider sends the browser back: /success?orderId=… (nothing personal in the address). */
export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);

  return (
    <PageShell title={t('payment.resultSuccess.title')}>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        {orderId ? <OrderResultView orderId={orderId} /> : <OrderNotFound />}
      </div>
    </PageShell>
  );
}
