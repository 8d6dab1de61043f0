import type { PitchStatus } from '@eventdesk/contracts/pitch';
import { useTranslation } from 'react-i18next';

const tones: Record<PitchStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  shortlisted: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: PitchStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`adminPitches.status.${status}`)}
    </span>
  );
}
