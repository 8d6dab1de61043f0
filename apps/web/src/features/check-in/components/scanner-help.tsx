import { useTranslation } from 'react-i18next';

export function ScannerHelp() {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('checkIn.help.title')}</h2>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{t('checkIn.help.camera')}</li>
        <li>{t('checkIn.help.manual')}</li>
        <li>{t('checkIn.help.green')}</li>
        <li>{t('checkIn.help.pending')}</li>
      </ol>
    </section>
  );
}
