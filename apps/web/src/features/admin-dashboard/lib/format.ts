import type { TicketPackage } from '@eventdesk/contracts/common';

/** VIP, Diamond and Gold always; Silver only when it has something to show (it is not sold on the landing page). */
export function shownPackages(values: Record<TicketPackage, number>): TicketPackage[] {
  return values.silver > 0 ? ['vip', 'diamond', 'gold', 'silver'] : ['vip', 'diamond', 'gold'];
}

/** The catalog key of a package's name, shared by the staff screens that list packages. */
export const packageLabelKey = (pkg: TicketPackage) => `staffCommon.packages.${pkg}` as const;
