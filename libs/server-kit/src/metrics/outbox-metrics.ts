import type { OutboxBacklog, OutboxRelay } from '../outbox/outbox-relay';
import type { Metrics } from './metrics';

/**
 * `eventdesk_outbox_backlog_events` and `eventdesk_outbox_oldest_unpublished_age_seconds` of the app's schema:
 * events written but not yet handed to the queues (a relay that is stuck or a Redis that is down shows here first).
 */
export function registerOutboxGauges(metrics: Metrics, relay: OutboxRelay): void {
  // A scrape collects both gauges at once: they share the query in flight; the next scrape reads afresh.
  let inFlight: Promise<OutboxBacklog> | undefined;
  const backlog = () =>
    (inFlight ??= relay.backlog().finally(() => {
      inFlight = undefined;
    }));
  metrics.readGauge({
    name: 'outbox_backlog_events',
    help: 'Outbox events of this app not yet published to the queues',
    labelNames: [],
    read: async () => [{ labels: {}, value: (await backlog()).events }],
  });
  metrics.readGauge({
    name: 'outbox_oldest_unpublished_age_seconds',
    help: 'Age of the oldest outbox event of this app not yet published (0 when none)',
    labelNames: [],
    read: async () => [{ labels: {}, value: (await backlog()).oldestAgeSeconds }],
  });
}
