import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { paymentMethods, paymentStatuses } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { paymentCountsByMethodAndStatus, receiptsAwaitingReviewCount } from './payment-figures.repository';

/**
 * Payments and the staff's receipt queue for Prometheus, read from this schema when it scrapes. Every method and
 * status is reported, zeros included, so a graph or an alert never sees a series vanish.
 */
@Injectable()
export class PaymentFigures {
  constructor(
    metrics: Metrics,
    private readonly em: EntityManager,
  ) {
    metrics.readGauge({
      name: 'payments',
      help:
        'Payment rows by method and status: each verified card result (failures too), each bank/UPI payment ' +
        'receipts are attached to, each payment staff recorded',
      labelNames: ['method', 'status'],
      read: () => this.paymentsByMethodAndStatus(),
    });
    metrics.readGauge({
      name: 'receipts_awaiting_review',
      help: 'Uploaded bank/UPI receipts that no staff member has confirmed or rejected yet',
      labelNames: [],
      read: () => this.receiptsAwaitingReview(),
    });
  }

  private async paymentsByMethodAndStatus() {
    const rows = await paymentCountsByMethodAndStatus(this.em.fork());
    return paymentMethods.flatMap((method) =>
      paymentStatuses.map((status) => ({
        labels: { method, status },
        value: rows.find((row) => row.method === method && row.status === status)?.count ?? 0,
      })),
    );
  }

  private async receiptsAwaitingReview() {
    return [{ labels: {}, value: await receiptsAwaitingReviewCount(this.em.fork()) }];
  }
}
