import { ticketPackages, type EventSettings, type TicketPackage } from '@eventdesk/contracts';

export function capacitiesOf(settings: Pick<EventSettings, 'packages'>): Record<TicketPackage, number> {
  return Object.fromEntries(ticketPackages.map((pkg) => [pkg, settings.packages[pkg].capacity])) as Record<
    TicketPackage,
    number
  >;
}
