import type { PitchListItem } from '@eventdesk/contracts/pitch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/features/admin-pitches/components/status-badge';
import { formatDateTime } from '@/lib/format-date-time';

/** One card per application: readable at 360 px, a grid of cards on wider screens. */
export function PitchList({ items }: { items: PitchListItem[] }) {
  const { t, i18n } = useTranslation();

  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="pitch-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={paths.admin.pitch.getHref(item.id)}
            className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-amber-600"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="min-w-0 font-bold break-words text-slate-900">{item.startupName}</span>
              <StatusBadge status={item.status} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {item.founderName} · #{item.id}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {item.businessCategory} · {item.turnover} · {item.fundingAmount}
            </p>
            <p className="mt-2 text-xs text-slate-500">
              {t('adminPitches.list.submitted', {
                date: formatDateTime(item.submittedAt, i18n.resolvedLanguage),
              })}
              {item.hasDocument ? ` · ${t('adminPitches.list.document')}` : ''}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
