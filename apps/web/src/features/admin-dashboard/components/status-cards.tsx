import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PackageSwatch, ShareBar } from '@/features/admin-dashboard/components/share-bar';
import { formatCount, packageLabels, shownPackages } from '@/features/admin-dashboard/lib/format';

const cards = [
  { status: 'completed', label: 'Completed' },
  { status: 'prospect', label: 'Prospects' },
  { status: 'pending', label: 'Pending' },
  { status: 'void', label: 'Void' },
] as const;

/** Completed, Prospects, Pending and Void, each split by package with a share bar (spec admin §2). */
export function StatusCards({ byStatus }: { byStatus: DashboardResponse['byStatus'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ status, label }) => {
        const figures = byStatus[status];
        const packages = shownPackages(figures.byPackage);
        return (
          <li key={status} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link
              to={paths.admin.registrations.getHref({ paymentStatus: status })}
              className="flex items-baseline justify-between gap-2 rounded hover:underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
            >
              <h2 className="font-semibold text-slate-700">{label}</h2>
              <span className="text-2xl font-bold" data-testid={`status-${status}`}>
                {formatCount(figures.total)}
              </span>
            </Link>
            <div className="mt-3">
              <ShareBar packages={packages} values={figures.byPackage} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {packages.map((pkg) => (
                <div key={pkg} className="flex items-center justify-between gap-2">
                  <dt className="flex items-center gap-1.5 text-slate-600">
                    <PackageSwatch pkg={pkg} />
                    {packageLabels[pkg]}
                  </dt>
                  <dd className="font-semibold" data-testid={`status-${status}-${pkg}`}>
                    {formatCount(figures.byPackage[pkg])}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
