import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentKeys } from '@/features/payment/api/payment-keys';

// The fetcher is loaded on demand, as the public settings' is: it brings the API client and zod, which no page
// needs for its first paint (this banner is part of every page, so it sits in the entry chunk).
const loadPaymentConfig = () =>
  import('@/features/payment/api/get-payment-config').then((module) => module.getPaymentConfig());

/**
 * On a trial deployment (the payment sandbox with ALLOW_TEST_PAYMENTS=true) every page says that no money moves,
 * so nobody takes a sandbox "payment" for a bought ticket. Nothing is shown until the server has said so.
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: paymentKeys.config(), queryFn: loadPaymentConfig });

  if (!data?.testPayments) {
    return null;
  }
  return (
    <p
      role="status"
      className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold break-words text-slate-950"
    >
      {t('layout.testPaymentsBanner.text')}
    </p>
  );
}
