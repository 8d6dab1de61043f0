import type { FollowupSummary } from '@eventdesk/contracts/registration';

const cards: { key: keyof FollowupSummary; label: string; accent: string }[] = [
  { key: 'pending', label: 'Pending Follow-up', accent: 'border-amber-500' },
  { key: 'needFollowUp', label: 'Need Follow Up', accent: 'border-sky-600' },
  { key: 'completed', label: 'Completed', accent: 'border-green-600' },
  { key: 'notInterested', label: 'Not Interested', accent: 'border-slate-500' },
];

/** The four counts of the Follow-up Management view, for the current filters. */
export function FollowupSummaryCards({ summary }: { summary: FollowupSummary | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.key} className={`rounded-lg border-l-4 bg-white p-4 shadow-sm ${card.accent}`}>
          <p className="text-sm font-semibold text-slate-700">{card.label}</p>
          <p className="mt-1 text-2xl font-bold" data-testid={`followup-card-${card.key}`}>
            {summary ? summary[card.key] : '…'}
          </p>
        </li>
      ))}
    </ul>
  );
}
