import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { deliveryChannels } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import type { DeliveryChannel } from '../deliveries/delivery.entity';

/**
 * How a delivery attempt ended: sent; retry (it failed and will be tried again); failed (the last attempt failed,
 * given up); refused (over the recipient's mail budget, never sent).
 */
export const deliveryOutcomes = ['sent', 'retry', 'failed', 'refused'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/**
 * `eventdesk_deliveries_total`, counted where the delivery log records an attempt's end. One instance per app: the
 * counter is registered once in the app's registry, whichever modules send messages.
 */
@Injectable()
export class DeliveryOutcomes {
  private readonly counter: Counter<'channel' | 'outcome'>;

  constructor(metrics: Metrics) {
    this.counter = metrics.counter(
      'deliveries_total',
      'Delivery attempts by channel and how they ended: sent, retry (will be tried again), failed (given up), ' +
        "refused (over the recipient's mail budget)",
      ['channel', 'outcome'],
    );
    // Every series exists from the start, so the first failure is an increase an alert rule can see.
    for (const channel of deliveryChannels) {
      for (const outcome of deliveryOutcomes) {
        this.counter.inc({ channel, outcome }, 0);
      }
    }
  }

  sent(channel: DeliveryChannel): void {
    this.counter.inc({ channel, outcome: 'sent' });
  }

  /** A failed attempt: retried unless it was the last one. */
  attemptFailed(channel: DeliveryChannel, isFinalAttempt: boolean): void {
    this.counter.inc({ channel, outcome: isFinalAttempt ? 'failed' : 'retry' });
  }

  refused(channel: DeliveryChannel): void {
    this.counter.inc({ channel, outcome: 'refused' });
  }
}
