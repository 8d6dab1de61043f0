import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = currentLanguage() === 'en' ? 'ta' : 'en';

  return (
    <button
      type="button"
      data-testid="language-switch"
      // The label is written in the language it switches to, so screen readers pronounce it in that language.
      lang={next}
      onClick={() => void setLanguage(next)}
      className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
    >
      {t('layout.languageSwitch.label')}
    </button>
  );
}
