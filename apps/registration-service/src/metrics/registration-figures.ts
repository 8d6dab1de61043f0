import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { registrationPaymentStatuses, ticketPackages } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { registrationQueriesRepository } from '../registration-queries/registration-queries.repository';
import { capacitiesOf } from '../seats/seat-capacities';
import { seatsRepository } from '../seats/seats.repository';
import { SettingsService } from '../settings/settings.service';

/**
 * The sale window for Prometheus, read from this schema when it scrapes: the staff dashboard's registration counts
 * and the public seat counter's figures. Every enum value is reported, zeros included, so a graph or an alert
 * never sees a series vanish.
 */
@Injectable()
export class RegistrationFigures {
  constructor(
    metrics: Metrics,
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {
    metrics.readGauge({
      name: 'registrations',
      help: 'Registrations (not deleted, additional tickets included) by payment status',
      labelNames: ['status'],
      read: () => this.registrationsByStatus(),
    });
    metrics.readGauge({
      name: 'seats_left',
      help: 'Seats a visitor can still take per package: capacity minus live holds and sold seats',
      labelNames: ['package'],
      read: () => this.seatsLeft(),
    });
    metrics.readGauge({
      name: 'seats_capacity',
      help: 'Seats on sale per package (the capacity in the event settings)',
      labelNames: ['package'],
      read: () => this.seatsCapacity(),
    });
  }

  private async registrationsByStatus() {
    const rows = await registrationQueriesRepository.statusPackageCounts(this.em.fork());
    return registrationPaymentStatuses.map((status) => ({
      labels: { status },
      value: rows
        .filter((row) => row.payment_status === status)
        .reduce((sum, row) => sum + row.registrations, 0),
    }));
  }

  /** The seat counter's own count, without its one-second cache (a scrape comes every few seconds at most). */
  private async seatsLeft() {
    const free = await seatsRepository.countFree(this.em.fork(), capacitiesOf(await this.settings.get()));
    return ticketPackages.map((pkg) => ({ labels: { package: pkg }, value: free.get(pkg) ?? 0 }));
  }

  private async seatsCapacity() {
    const capacities = capacitiesOf(await this.settings.get());
    return ticketPackages.map((pkg) => ({ labels: { package: pkg }, value: capacities[pkg] }));
  }
}
