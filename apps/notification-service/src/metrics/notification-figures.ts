import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { deliveryChannels, deliveryStatuses } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { countDeliveriesByChannelAndStatus } from '../deliveries/delivery.repository';

/**
 * The delivery log for Prometheus, read from this schema when it scrapes. Every channel and status is reported,
 * zeros included, so a graph or an alert never sees a series vanish.
 */
@Injectable()
export class NotificationFigures {
  constructor(
    metrics: Metrics,
    private readonly em: EntityManager,
  ) {
    metrics.readGauge({
      name: 'deliveries',
      help:
        'Messages in the delivery log by channel and status: queued (not sent yet, or waiting for a retry), sent, ' +
        "failed (given up), skipped (over the recipient's mail budget)",
      labelNames: ['channel', 'status'],
      read: () => this.deliveriesByChannelAndStatus(),
    });
  }

  private async deliveriesByChannelAndStatus() {
    const rows = await countDeliveriesByChannelAndStatus(this.em.fork());
    return deliveryChannels.flatMap((channel) =>
      deliveryStatuses.map((status) => ({
        labels: { channel, status },
        value: rows.find((row) => row.channel === channel && row.status === status)?.count ?? 0,
      })),
    );
  }
}
