import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REGISTER_HREF } from '@/features/roadshow/register-href';

export function RoadshowRegister({ eventDate }: { eventDate: string | undefined }) {
  const { t } = useTranslation();
  if (!eventDate) {
    return null;
  }

  return (
    <section aria-labelledby="roadshow-register-title" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="roadshow-register-title" className="text-2xl font-bold">
          {t('roadshow.register.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-200">{t('roadshow.register.body', { date: eventDate })}</p>
        <Link
          to={REGISTER_HREF}
          data-testid="weekly-register-link"
          className="mt-6 inline-block rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('roadshow.register.cta')}
        </Link>
      </div>
    </section>
  );
}
