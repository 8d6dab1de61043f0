import type { PaymentOrderResult } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useOrderResult } from '@/features/payment/api/get-order-result';
import { PaymentCancelled } from '@/features/payment/components/payment-cancelled';
import { PaymentDetailsBox } from '@/features/payment/components/payment-details-box';
import { PaymentFailed } from '@/features/payment/components/payment-failed';
import { PaymentSucceeded } from '@/features/payment/components/payment-succeeded';
import { ResultHeading } from '@/features/payment/components/result-heading';
import { ApiError } from '@/lib/api-client';

/** No such order (a mistyped or invented link): nothing to show, and a way back. */
export function OrderNotFound() {
  const { t } = useTranslation();

  return (
    <div role="alert" data-testid="order-not-found">
      <h1 className="text-2xl font-bold text-slate-900">{t('payment.resultNotFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('payment.resultNotFound.body')}</p>
      <Link to={paths.root.getHref()} className="mt-4 inline-block font-semibold text-amber-800 underline">
        {t('payment.page.backHome')}
      </Link>
    </div>
  );
}

function PaymentPending({ result }: { result: PaymentOrderResult }) {
  const { t } = useTranslation();

  return (
    <>
      <ResultHeading kind="pending">
        {t('payment.resultSuccess.heading', { status: t('payment.resultStatus.Pending') })}
      </ResultHeading>
      <p role="status" data-testid="payment-pending" className="mt-4 text-slate-700">
        {t('payment.resultPending.body')}
      </p>
      <PaymentDetailsBox result={result} />
    </>
  );
}

/** /success and /error: whatever the address says, the order's status in our record decides the view. */
export function OrderResultView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOrderResult(orderId);

  if (order.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('payment.resultPage.loading')}
      </p>
    );
  }
  if (order.isError) {
    return order.error instanceof ApiError && order.error.status === 404 ? (
      <OrderNotFound />
    ) : (
      <p role="alert" data-testid="order-load-failed" className="text-red-800">
        {t('payment.resultPage.loadError')}
      </p>
    );
  }
  switch (order.data.orderStatus) {
    case 'Success':
      return <PaymentSucceeded result={order.data} />;
    case 'Pending':
      return <PaymentPending result={order.data} />;
    case 'Failure':
      return <PaymentFailed result={order.data} />;
    case 'Aborted':
      return <PaymentCancelled result={order.data} />;
  }
}
