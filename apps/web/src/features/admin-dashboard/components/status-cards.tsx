import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PackageSwatch, ShareBar } from '@/features/admin-dashboard/components/share-bar';
import { packageLabelKey, shownPackages } from '@/features/admin-dashboard/lib/format';
import { useStaffFormat } from '@/lib/use-staff-format';

const statuses = ['completed', 'prospect', 'pending', 'void'] as const;

/** Completed, Prospects, Pending and Void, each split by package with a share bar (spec admin §2). */
export function StatusCards({ byStatus }: { byStatus: DashboardResponse['byStatus'] }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {statuses.map((status) => {
        const figures = byStatus[status];
        const packages = shownPackages(figures.byPackage);
        return (
          <li key={status} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <Link
              to={paths.admin.registrations.getHref({ paymentStatus: status })}
              className="flex items-baseline justify-between gap-2 rounded hover:underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
            >
              <h2 className="min-w-0 font-semibold break-words text-slate-700">
                {t(`adminDashboard.status.${status}`)}
              </h2>
              <span className="text-2xl font-bold" data-testid={`status-${status}`}>
                {format.count(figures.total)}
              </span>
            </Link>
            <div className="mt-3">
              <ShareBar packages={packages} values={figures.byPackage} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {packages.map((pkg) => (
                <div key={pkg} className="flex min-w-0 items-center justify-between gap-2">
                  <dt className="flex min-w-0 items-center gap-1.5 text-slate-600">
                    <PackageSwatch pkg={pkg} />
                    <span className="truncate">{t(packageLabelKey(pkg))}</span>
                  </dt>
                  <dd className="font-semibold" data-testid={`status-${status}-${pkg}`}>
                    {format.count(figures.byPackage[pkg])}
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
