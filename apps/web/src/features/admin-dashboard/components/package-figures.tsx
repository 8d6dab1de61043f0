import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { PackageSwatch, ShareBar } from '@/features/admin-dashboard/components/share-bar';
import { packageLabelKey, shownPackages } from '@/features/admin-dashboard/lib/format';
import { useStaffFormat } from '@/lib/use-staff-format';

/** Package distribution of completed payments (a share bar) and one revenue card per package. */
export function PackageFigures({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const completed = data.byStatus.completed.byPackage;
  const packages = shownPackages({ ...completed, silver: completed.silver + data.revenueByPackage.silver });

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
      <section
        aria-labelledby="package-distribution"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="package-distribution" className="font-semibold">
          {t('adminDashboard.packageFigures.distribution')}
        </h2>
        <div className="mt-3">
          <ShareBar packages={packages} values={completed} />
        </div>
        <ul className="mt-3 grid gap-1 text-sm">
          {packages.map((pkg) => (
            <li key={pkg} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-1.5">
                <PackageSwatch pkg={pkg} />
                {t(packageLabelKey(pkg))}
              </span>
              <span data-testid={`distribution-${pkg}`}>
                {format.percent(data.packageDistribution[pkg])} ({format.count(completed[pkg])})
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="package-revenue" className="min-w-0">
        <h2 id="package-revenue" className="sr-only">
          {t('adminDashboard.packageFigures.revenueTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="flex items-center gap-1.5 text-sm font-semibold break-words text-slate-600">
                <PackageSwatch pkg={pkg} />
                {t('adminDashboard.packageFigures.revenue', { package: t(packageLabelKey(pkg)) })}
              </h3>
              <p className="mt-1 text-xl font-bold" data-testid={`revenue-${pkg}`}>
                {format.inr(data.revenueByPackage[pkg])}
              </p>
              <p className="text-xs text-slate-600">
                {t('adminDashboard.packageFigures.completed', { number: format.count(completed[pkg]) })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
