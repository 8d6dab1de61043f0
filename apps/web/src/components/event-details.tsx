import { useTranslation } from 'react-i18next';
import { formatEventWhen } from '@/lib/format-event-when';
import { currentLanguage } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';

/** The event's date, time and venue from the settings, with its calendar file (GET /api/event.ics). */
export function EventDetails() {
  const { t, i18n } = useTranslation();
  const event = usePublicSettings().data?.event;
  if (!event) {
    return null;
  }
  const language = currentLanguage();
  const when = formatEventWhen(event, i18n.resolvedLanguage);
  const rows: Array<[string, string]> = [
    [t('common.eventDetails.date'), when.date],
    [t('common.eventDetails.time'), when.time],
    [t('common.eventDetails.venue'), event.venue[language]],
  ];
  return (
    <section
      aria-label={t('common.eventDetails.label')}
      data-testid="event-details"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <dl className="space-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={`/api/event.ics?lang=${language}`}
        download="event.ics"
        data-testid="add-to-calendar"
        className="inline-block rounded-lg border border-amber-700 px-4 py-2 font-semibold text-amber-800 hover:bg-amber-50"
      >
        {t('common.eventDetails.addToCalendar')}
      </a>
    </section>
  );
}
