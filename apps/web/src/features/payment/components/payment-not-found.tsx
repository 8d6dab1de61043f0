import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function PaymentNotFound() {
  const { t } = useTranslation();

  return (
    <div role="alert" data-testid="payment-not-found" className="mt-6">
      <h2 className="text-xl font-bold text-slate-900">{t('payment.notFound.title')}</h2>
      <p className="mt-2 text-slate-700">{t('payment.notFound.body')}</p>
      <Link to={paths.root.getHref()} className="mt-4 inline-block font-semibold text-amber-800 underline">
        {t('payment.page.backHome')}
      </Link>
    </div>
  );
}
