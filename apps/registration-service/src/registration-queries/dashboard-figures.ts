import {
  registrationPaymentStatuses,
  ticketPackages,
  type DashboardResponse,
  type PerPackage,
} from '@eventdesk/contracts';
import type { StatusPackageCount, TimelineWeek } from './registration-queries.repository';

const zeroPerPackage = (): PerPackage =>
  Object.fromEntries(ticketPackages.map((pkg) => [pkg, 0])) as PerPackage;

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** Every dashboard figure (spec admin §2) from the per status × package counts and the weekly timeline. */
export function dashboardFigures(
  counts: StatusPackageCount[],
  timeline: TimelineWeek[],
  generatedAt: Date,
): DashboardResponse {
  const byStatus = Object.fromEntries(
    registrationPaymentStatuses.map((status) => [status, { total: 0, byPackage: zeroPerPackage() }]),
  ) as DashboardResponse['byStatus'];
  const revenueByPackage = zeroPerPackage();
  let totalRegistrations = 0;
  let needsReview = 0;
  for (const row of counts) {
    const status = byStatus[row.payment_status as keyof DashboardResponse['byStatus']];
    const pkg = row.package as keyof PerPackage;
    if (!status || !(pkg in revenueByPackage)) {
      continue;
    }
    status.total += row.registrations;
    status.byPackage[pkg] += row.registrations;
    revenueByPackage[pkg] += Number(row.revenue);
    totalRegistrations += row.registrations;
    needsReview += row.needs_review;
  }
  const completed = byStatus.completed.total;
  const voided = byStatus.void.total;
  const totalRevenue = Object.values(revenueByPackage).reduce((sum, value) => sum + value, 0);
  const packageDistribution = zeroPerPackage();
  for (const pkg of ticketPackages) {
    packageDistribution[pkg] = ratio(byStatus.completed.byPackage[pkg], completed);
  }
  return {
    totalRegistrations,
    byStatus,
    totalRevenue,
    revenueByPackage,
    conversionRate: ratio(completed, totalRegistrations - voided),
    averageRevenue: Math.round(ratio(totalRevenue, completed)),
    activePipeline: byStatus.pending.total + byStatus.prospect.total,
    voidRate: ratio(voided, totalRegistrations),
    packageDistribution,
    completedTimeline: timeline.map((week) => ({
      weekStart: week.week_start,
      count: week.completed,
      revenue: Number(week.revenue),
    })),
    needsReview,
    generatedAt: generatedAt.toISOString(),
  };
}
