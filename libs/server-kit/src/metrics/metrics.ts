import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { withTimeout } from '../util/with-timeout';

/** Every metric of ours starts with this; prom-client's process and Node.js metrics keep their standard names. */
export const METRIC_PREFIX = 'eventdesk_';

/** A scrape must answer even while the database is slow: a figure that is not read in time is left out. */
const READ_TIMEOUT_MS = 2000;

/** Seconds; from a 5 ms health probe to a 10 s export or RPC timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a job runs from milliseconds (an event handler) to a minute (a slow SMTP server, a Graph API fetch). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type MetricsApp = 'gateway' | 'registration' | 'payment' | 'attendance' | 'leads' | 'notification';

/** One labelled value of a figure read at scrape time. */
export interface Reading<L extends string> {
  labels: Record<L, string>;
  value: number;
}

export interface ReadGaugeDefinition<L extends string> {
  /** Without the prefix, e.g. `seats_left`. */
  name: string;
  help: string;
  labelNames: readonly L[];
  /** Called on every scrape; every series it does not return this time is dropped (no stale values). */
  read: () => Promise<Array<Reading<L>>>;
}

/**
 * One registry per app (tests start several apps in one process, so never prom-client's global one), the metrics
 * every app shares, and a way for a service to publish figures it reads from its own schema at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly rpcClientDuration: Histogram<'pattern' | 'outcome'>;
  readonly rpcServerDuration: Histogram<'pattern' | 'outcome'>;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  private readonly readFailures: Counter<'metric'>;

  constructor(readonly app: MetricsApp) {
    this.registry.setDefaultLabels({ app });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.httpRequestDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by method, route template and status code, with their duration',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.rpcClientDuration = new Histogram({
      name: `${METRIC_PREFIX}rpc_client_duration_seconds`,
      help: 'RPC calls this app made, by pattern and outcome (ok, error, timeout, unavailable)',
      labelNames: ['pattern', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.rpcServerDuration = new Histogram({
      name: `${METRIC_PREFIX}rpc_server_duration_seconds`,
      help: 'RPC calls this app answered, by pattern and outcome (ok, error)',
      labelNames: ['pattern', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.jobDuration = new Histogram({
      name: `${METRIC_PREFIX}job_duration_seconds`,
      help: 'BullMQ jobs this app processed, by queue and outcome (completed, failed), from start to finish',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    });
    this.readFailures = new Counter({
      name: `${METRIC_PREFIX}metric_read_failures_total`,
      help: 'Scrape-time reads that failed or timed out, by metric (the figure is missing from that scrape)',
      labelNames: ['metric'],
      registers: [this.registry],
    });
  }

  /** A gauge whose values are read when Prometheus scrapes (counts in the app's own schema, queue sizes). */
  readGauge<L extends string>(definition: ReadGaugeDefinition<L>): Gauge<L> {
    const name = `${METRIC_PREFIX}${definition.name}`;
    const readFailures = this.readFailures;
    return new Gauge<L>({
      name,
      help: definition.help,
      labelNames: definition.labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const reading of await withTimeout(definition.read(), READ_TIMEOUT_MS, name)) {
            this.set(reading.labels as Partial<Record<L, string>>, reading.value);
          }
        } catch {
          readFailures.inc({ metric: name });
        }
      },
    });
  }

  /** A counter this app increments itself (e.g. delivery attempts by outcome). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  /** The text Prometheus reads. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
