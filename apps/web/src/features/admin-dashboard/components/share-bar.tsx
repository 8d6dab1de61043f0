import type { TicketPackage } from '@eventdesk/contracts/common';
import { useTranslation } from 'react-i18next';
import { packageLabelKey } from '@/features/admin-dashboard/lib/format';

const packageColours: Record<TicketPackage, string> = {
  vip: 'bg-rose-700',
  diamond: 'bg-sky-700',
  gold: 'bg-amber-500',
  silver: 'bg-slate-400',
};

type ShareBarProps = { packages: TicketPackage[]; values: Record<TicketPackage, number> };

/** One bar split by package share. Decorative: the same numbers are listed as text next to it. */
export function ShareBar({ packages, values }: ShareBarProps) {
  const { t } = useTranslation();
  const total = packages.reduce((sum, pkg) => sum + values[pkg], 0);
  return (
    <div aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200">
      {total > 0
        ? packages.map((pkg) => (
            <span
              key={pkg}
              title={t(packageLabelKey(pkg))}
              className={packageColours[pkg]}
              style={{ width: `${(values[pkg] / total) * 100}%` }}
            />
          ))
        : null}
    </div>
  );
}

export function PackageSwatch({ pkg }: { pkg: TicketPackage }) {
  return <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${packageColours[pkg]}`} />;
}
