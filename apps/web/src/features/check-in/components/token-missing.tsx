import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Spec admin §6: the scanner without a staff token says so and links to the login. */
export function TokenMissing() {
  const { t } = useTranslation();
  const title = t('checkIn.page.title');

  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        {t('checkIn.token.missing')}
      </p>
      <Link
        to={paths.admin.login.getHref()}
        className="mt-6 inline-block rounded-lg bg-amber-700 px-5 py-3 font-semibold text-white hover:bg-amber-800"
      >
        {t('checkIn.token.login')}
      </Link>
    </main>
  );
}
