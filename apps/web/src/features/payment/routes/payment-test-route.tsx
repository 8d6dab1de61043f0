import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/layouts/page-loading';
import { usePaymentConfig } from '@/features/payment/api/get-payment-config';
import { PaymentPage } from '@/features/payment/routes/payment-route';

/** /payment_test/{ref} exists only while the sandbox provider is active; otherwise it is the 404 page. */
export function PaymentTestRoute({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();

  if (config.isPending) {
    return <PageLoading />;
  }
  if (config.isError) {
    return (
      <main role="alert" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">{t('common.error.title')}</h1>
        <p className="mt-3 text-slate-600">{t('common.error.body')}</p>
      </main>
    );
  }
  return config.data.provider === 'sandbox' ? <PaymentPage testMode /> : notFound;
}
