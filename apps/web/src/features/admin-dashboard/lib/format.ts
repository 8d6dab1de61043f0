import type { TicketPackage } from '@eventdesk/contracts/common';

export { formatCount, formatDay, formatInr, formatPercent, packageLabels } from '@/lib/staff-format';

/** VIP, Diamond and Gold always; Silver only when it has something to show (it is not sold on the landing page). */
export function shownPackages(values: Record<TicketPackage, number>): TicketPackage[] {
  return values.silver > 0 ? ['vip', 'diamond', 'gold', 'silver'] : ['vip', 'diamond', 'gold'];
}
