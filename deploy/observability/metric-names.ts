/**
 * The metrics contract: every series the apps serve on /metrics that the dashboards and alert rules may use, with
 * its type, labels and the apps that serve it. The one list: tools/deploy-check holds the dashboard and the rules
 * to it, and a test of the running apps holds what they really serve to it.
 */

/** The `app` label every series carries. */
export const METRIC_APPS = [
  'gateway',
  'registration',
  'payment',
  'attendance',
  'leads',
  'notification',
] as const;
export type MetricApp = (typeof METRIC_APPS)[number];

export type MetricType = 'counter' | 'gauge' | 'histogram';

export interface MetricContract {
  name: string;
  type: MetricType;
  /** Labels besides `app` (and Prometheus' own job/instance/service). */
  labels: readonly string[];
  apps: readonly MetricApp[];
  /**
   * Read from the database or Redis at scrape time: every replica reports the same value, so aggregate with
   * `max by (...)`, never `sum`.
   */
  readAtScrape?: true;
}

const ALL: readonly MetricApp[] = METRIC_APPS;
const SERVICES: readonly MetricApp[] = METRIC_APPS.filter((app) => app !== 'gateway');

export const EVENTDESK_METRICS: readonly MetricContract[] = [
  {
    name: 'eventdesk_http_request_duration_seconds',
    type: 'histogram',
    labels: ['method', 'route', 'status'],
    apps: ALL,
  },
  { name: 'eventdesk_metric_read_failures_total', type: 'counter', labels: ['metric'], apps: ALL },
  {
    name: 'eventdesk_rpc_client_duration_seconds',
    type: 'histogram',
    labels: ['pattern', 'outcome'],
    apps: ['gateway', 'payment'],
  },
  {
    name: 'eventdesk_rpc_server_duration_seconds',
    type: 'histogram',
    labels: ['pattern', 'outcome'],
    apps: SERVICES,
  },
  { name: 'eventdesk_outbox_backlog_events', type: 'gauge', labels: [], apps: ALL, readAtScrape: true },
  {
    name: 'eventdesk_outbox_oldest_unpublished_age_seconds',
    type: 'gauge',
    labels: [],
    apps: ALL,
    readAtScrape: true,
  },
  {
    name: 'eventdesk_queue_jobs',
    type: 'gauge',
    labels: ['queue', 'state'],
    apps: SERVICES,
    readAtScrape: true,
  },
  { name: 'eventdesk_job_duration_seconds', type: 'histogram', labels: ['queue', 'outcome'], apps: SERVICES },
  {
    name: 'eventdesk_registrations',
    type: 'gauge',
    labels: ['status'],
    apps: ['registration'],
    readAtScrape: true,
  },
  {
    name: 'eventdesk_seats_left',
    type: 'gauge',
    labels: ['package'],
    apps: ['registration'],
    readAtScrape: true,
  },
  {
    name: 'eventdesk_seats_capacity',
    type: 'gauge',
    labels: ['package'],
    apps: ['registration'],
    readAtScrape: true,
  },
  {
    name: 'eventdesk_payments',
    type: 'gauge',
    labels: ['method', 'status'],
    apps: ['payment'],
    readAtScrape: true,
  },
  {
    name: 'eventdesk_receipts_awaiting_review',
    type: 'gauge',
    labels: [],
    apps: ['payment'],
    readAtScrape: true,
  },
  {
    name: 'eventdesk_tickets',
    type: 'gauge',
    labels: ['state'],
    apps: ['attendance'],
    readAtScrape: true,
  },
  { name: 'eventdesk_leads', type: 'gauge', labels: ['status'], apps: ['leads'], readAtScrape: true },
  {
    name: 'eventdesk_deliveries_total',
    type: 'counter',
    labels: ['channel', 'outcome'],
    apps: ['notification'],
  },
  {
    name: 'eventdesk_deliveries',
    type: 'gauge',
    labels: ['channel', 'status'],
    apps: ['notification'],
    readAtScrape: true,
  },
];

/** prom-client's default metrics the dashboards and rules use (every app collects them). */
export const PROCESS_METRICS: readonly MetricContract[] = [
  { name: 'nodejs_eventloop_lag_p99_seconds', type: 'gauge', labels: [], apps: ALL },
  { name: 'nodejs_eventloop_lag_seconds', type: 'gauge', labels: [], apps: ALL },
  { name: 'process_cpu_seconds_total', type: 'counter', labels: [], apps: ALL },
  { name: 'process_resident_memory_bytes', type: 'gauge', labels: [], apps: ALL },
  { name: 'nodejs_heap_size_used_bytes', type: 'gauge', labels: [], apps: ALL },
];

/** Written by Prometheus itself for every scrape target (1: the last scrape answered). */
export const PROMETHEUS_METRICS = ['up'] as const;

/** The series names a metric shows up under in PromQL (a histogram as _bucket, _sum and _count). */
export function seriesNames(metric: MetricContract): string[] {
  return metric.type === 'histogram'
    ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
    : [metric.name];
}

/** Every name a dashboard query or an alert rule may select. */
export const CONTRACT_SERIES_NAMES: ReadonlySet<string> = new Set([
  ...[...EVENTDESK_METRICS, ...PROCESS_METRICS].flatMap(seriesNames),
  ...PROMETHEUS_METRICS,
]);
