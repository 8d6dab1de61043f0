import type { LeadProgressResponse } from '@eventdesk/contracts/leads';
import { useTranslation } from 'react-i18next';
import { useStaffFormat } from '@/lib/use-staff-format';

type LeadProgressCardsProps = {
  progress: LeadProgressResponse | undefined;
  /** Whether the list shows only the due follow-ups; the Due card toggles it. */
  showingDue: boolean;
  onToggleDue: () => void;
};

const cardClass = 'rounded-xl border-l-4 bg-white p-3 shadow-sm sm:p-4';

/**
 * Spec admin §2's four cards (Converted = payment done), plus conversion (leads linked to a paid registration ÷
 * leads) and the follow-ups due today or overdue, which also filters the list.
 */
export function LeadProgressCards({ progress, showingDue, onToggleDue }: LeadProgressCardsProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const value = (count: number | undefined) => (count === undefined ? '–' : format.count(count));
  const cards = [
    {
      key: 'pending',
      label: t('metaLeads.progress.pending'),
      count: progress?.progress.pending,
      accent: 'border-amber-500',
    },
    {
      key: 'interested',
      label: t('metaLeads.progress.interested'),
      count: progress?.progress.interested,
      accent: 'border-sky-600',
    },
    {
      key: 'followup',
      label: t('metaLeads.progress.followup'),
      count: progress?.progress.followup,
      accent: 'border-violet-600',
    },
    {
      key: 'converted',
      label: t('metaLeads.progress.converted'),
      count: progress?.progress.payment_done,
      accent: 'border-green-600',
    },
  ];

  return (
    <section aria-label={t('metaLeads.progress.label')}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => (
          <li key={card.key} className={`${cardClass} ${card.accent}`}>
            <p className="text-sm font-semibold text-slate-700">{card.label}</p>
            <p className="mt-1 text-2xl font-bold" data-testid={`lead-card-${card.key}`}>
              {value(card.count)}
            </p>
          </li>
        ))}
        <li className={`${cardClass} border-emerald-700`}>
          <p className="text-sm font-semibold text-slate-700">{t('metaLeads.progress.conversion')}</p>
          <p className="mt-1 text-2xl font-bold" data-testid="lead-card-conversion">
            {progress ? `${format.count(progress.conversionRate)}%` : '–'}
          </p>
          {progress ? (
            <p className="text-xs text-slate-600">
              {t('metaLeads.progress.conversionDetail', {
                converted: format.count(progress.converted),
                total: format.count(progress.total),
              })}
            </p>
          ) : null}
        </li>
        <li>
          <button
            type="button"
            aria-pressed={showingDue}
            onClick={onToggleDue}
            className={`${cardClass} block h-full w-full border-red-600 text-left hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none aria-pressed:bg-red-50`}
          >
            <span className="block text-sm font-semibold text-slate-700">{t('metaLeads.progress.due')}</span>
            <span className="mt-1 block text-2xl font-bold text-red-800" data-testid="lead-card-due">
              {value(progress?.due)}
            </span>
            <span className="block text-xs text-slate-600">
              {showingDue ? t('metaLeads.progress.showAll') : t('metaLeads.progress.showDue')}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
