import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { leadStatuses } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { leadQueriesRepository } from '../leads/lead-queries.repository';

/**
 * The callers' pipeline for Prometheus, read from this schema when it scrapes. Every status is reported, zeros
 * included, so a graph or an alert never sees a series vanish.
 */
@Injectable()
export class LeadsFigures {
  constructor(
    metrics: Metrics,
    private readonly em: EntityManager,
  ) {
    metrics.readGauge({
      name: 'leads',
      help: 'Sales leads by their current status',
      labelNames: ['status'],
      read: () => this.leadsByStatus(),
    });
  }

  private async leadsByStatus() {
    const rows = await leadQueriesRepository.countsByStatus(this.em.fork());
    return leadStatuses.map((status) => ({
      labels: { status },
      value: rows.find((row) => row.current_status === status)?.count ?? 0,
    }));
  }
}
