import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Metrics } from '@eventdesk/server-kit';
import { countTickets } from '../check-in/check-in.repository';

/**
 * The door for Prometheus, read from this schema when it scrapes: the staff attendance stats' count of tickets
 * that admit their holder (paid or complimentary), split into those not used yet and those checked in.
 */
@Injectable()
export class AttendanceFigures {
  constructor(
    metrics: Metrics,
    private readonly em: EntityManager,
  ) {
    metrics.readGauge({
      name: 'tickets',
      help: 'Tickets that admit their holder, by state: issued_unused (not scanned yet) or checked_in',
      labelNames: ['state'],
      read: () => this.ticketsByState(),
    });
  }

  private async ticketsByState() {
    const { total, attended } = await countTickets(this.em.fork());
    return [
      { labels: { state: 'issued_unused' }, value: total - attended },
      { labels: { state: 'checked_in' }, value: attended },
    ];
  }
}
