import type { FollowupSummary } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';

const cards: { key: keyof FollowupSummary; accent: string }[] = [
  { key: 'pending', accent: 'border-amber-500' },
  { key: 'needFollowUp', accent: 'border-sky-600' },
  { key: 'completed', accent: 'border-green-600' },
  { key: 'notInterested', accent: 'border-slate-500' },
];

/** The four counts of the Follow-up Management view, for the current filters. */
export function FollowupSummaryCards({ summary }: { summary: FollowupSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.key}
          className={`min-w-0 rounded-lg border-l-4 bg-white p-3 shadow-sm sm:p-4 ${card.accent}`}
        >
          <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-700">
            {t(`adminRegistrations.summary.${card.key}`)}
          </p>
          <p className="mt-1 text-2xl font-bold" data-testid={`followup-card-${card.key}`}>
            {summary ? summary[card.key] : '…'}
          </p>
        </li>
      ))}
    </ul>
  );
}
