import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function RegistrationNotFound() {
  const { t } = useTranslation();

  return (
    <div role="alert" data-testid="registration-not-found">
      <h1 className="text-2xl font-bold text-slate-900">{t('registrations.successNotFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('registrations.successNotFound.body')}</p>
      <Link to={paths.root.getHref()} className="mt-4 inline-block font-semibold text-amber-800 underline">
        {t('registrations.successNotFound.backHome')}
      </Link>
    </div>
  );
}
