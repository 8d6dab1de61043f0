/**
 * deploy/observability/ and its place in docker-compose.yml: promtool accepts the configuration, the rules and
 * every dashboard query and passes the rules' unit tests; dashboards and rules use only the metrics contract
 * (deploy/observability/metric-names.ts); every app is scraped on its metrics port, which is never published;
 * Prometheus and Grafana listen on 127.0.0.1 only and Grafana has no default password.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { dump } from 'js-yaml';
import { CONTRACT_SERIES_NAMES, EVENTDESK_METRICS } from '../../deploy/observability/metric-names';
import {
  APP_NAMES,
  APP_PORTS,
  composeEnvExample,
  composeRaw,
  environmentOf,
  interpolate,
  METRICS_PORTS,
  type AppName,
  type ComposeService,
} from './deploy-files';
import { filledComposeEnv } from './filled-env';
import {
  alertRules,
  alertRuleTests,
  dashboardProviders,
  dashboards,
  dataPanels,
  promtool,
  prometheusConfig,
  provisionedDatasources,
  withGrafanaIntervals,
} from './observability-files';
import { metricNamesIn } from './promql-metric-names';

const SALE_WINDOW_ROWS = ['Sale window', 'Queues and deliveries', 'The door', 'Processes'];
const SEVERITIES = ['critical', 'warning', 'info'];

const rules = alertRules().filter((rule) => rule.alert !== undefined);
const dashboardQueries = dashboards().flatMap(({ file, dashboard }) =>
  dataPanels(dashboard).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `${file} "${panel.title}"`, expr: target.expr ?? '' })),
  ),
);
const ruleQueries = alertRules().map((rule) => ({
  where: `alerts.yml ${rule.alert ?? rule.record}`,
  expr: rule.expr,
}));

/** A compose port as host address, published port and container port. */
function published(service: ComposeService): { host: string; published: string; target: string }[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port !== 'string') {
      return { host: '', published: String(port.published ?? ''), target: String(port.target) };
    }
    const parts = port.replace(/\/tcp$/, '').split(':');
    const [target, publishedPort = '', host = ''] = [...parts].reverse();
    return { host, published: publishedPort, target };
  });
}

function expectSuccess(args: string[]): void {
  const result = promtool(args);
  expect({ command: `promtool ${args.join(' ')}`, status: result.status, output: result.output }).toEqual({
    command: `promtool ${args.join(' ')}`,
    status: 0,
    output: expect.any(String),
  });
}

describe('promtool (Prometheus 2.42, as Debian ships it)', () => {
  it('accepts the alert rules', () => {
    expectSuccess(['check', 'rules', 'alerts.yml']);
  });

  it('passes the alert rules’ unit tests', () => {
    expectSuccess(['test', 'rules', 'alerts.test.yml']);
  });

  it('accepts prometheus.yml and the rule files it loads', () => {
    expectSuccess(['check', 'config', 'prometheus.yml']);
  });

  it('parses every dashboard query', () => {
    expect(dashboardQueries.length).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'eventdesk-dashboard-queries-'));
    try {
      const queries = dashboardQueries.map(({ expr }) => withGrafanaIntervals(expr));
      // No template variables are defined: a `$` left over would reach Prometheus as is.
      expect(queries.filter((expr) => expr.includes('$'))).toEqual([]);
      const recordingRules = queries.map((expr, i) => ({ record: `dashboard:query_${i}`, expr }));
      writeFileSync(
        join(dir, 'queries.yml'),
        dump({ groups: [{ name: 'dashboards', rules: recordingRules }] }),
      );
      const result = promtool(['check', 'rules', 'queries.yml'], dir);
      expect({ status: result.status, output: result.output }).toEqual({
        status: 0,
        output: expect.stringContaining(`${queries.length} rules found`),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('alert rules', () => {
  it.each([
    ['OutboxEventsStuck', 'eventdesk_outbox_oldest_unpublished_age_seconds'],
    ['QueueJobsFailed', 'eventdesk_queue_jobs'],
    ['GatewayErrorRateHigh', 'eventdesk_http_request_duration_seconds_count'],
    ['TicketPackageNearlySoldOut', 'eventdesk_seats_left'],
    ['NotificationDeliveriesFailing', 'eventdesk_deliveries_total'],
    ['EventLoopLagHigh', 'nodejs_eventloop_lag_p99_seconds'],
    ['ScrapeTargetDown', 'up'],
  ])('%s watches %s', (alert, metric) => {
    const rule = rules.find((r) => r.alert === alert);
    expect(rule && metricNamesIn(rule.expr)).toContain(metric);
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))(
    '%s waits (for:), has a severity, and tells the operator what happened and what to do first',
    (_name, rule) => {
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect(SEVERITIES).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toEqual(expect.any(String));
      expect(rule.annotations?.description).toContain('First:');
    },
  );

  it.each(rules.map((rule) => [rule.alert]))(
    '%s has a unit test where it fires and one where it stays quiet',
    (alert) => {
      const cases = alertRuleTests().filter((test) => test.alertname === alert);
      expect(cases.some((test) => (test.exp_alerts ?? []).length > 0)).toBe(true);
      expect(cases.some((test) => (test.exp_alerts ?? []).length === 0)).toBe(true);
    },
  );
});

describe('the metrics contract (deploy/observability/metric-names.ts)', () => {
  const queries = [...ruleQueries, ...dashboardQueries];

  it('is all the alert rules and dashboards select', () => {
    const unknown = queries.flatMap(({ where, expr }) =>
      metricNamesIn(expr)
        .filter((name) => !CONTRACT_SERIES_NAMES.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
    // A selector by __name__ would escape this check.
    expect(queries.filter(({ expr }) => expr.includes('__name__'))).toEqual([]);
  });

  it('never sums a figure read at scrape time (every replica reports the same value: max by)', () => {
    const summed = EVENTDESK_METRICS.filter((metric) => metric.readAtScrape).flatMap((metric) => {
      const sum = new RegExp(`\\bsum\\b(\\s*(by|without)\\s*\\([^)]*\\))?\\s*\\(\\s*${metric.name}\\b`);
      return queries.filter(({ expr }) => sum.test(expr)).map(({ where }) => `${where}: ${metric.name}`);
    });
    expect(summed).toEqual([]);
  });
});

describe('Grafana', () => {
  const datasources = provisionedDatasources();
  const uids = datasources.map((datasource) => datasource.uid);

  it('is provisioned with the compose Prometheus as a datasource with a fixed uid', () => {
    expect(datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', uid: expect.any(String), url: 'http://prometheus:9090' }),
    ]);
    expect(published(composeRaw.services.prometheus).map((port) => port.target)).toEqual(['9090']);
  });

  it('loads the committed dashboards from where compose mounts them', () => {
    const mounts = (composeRaw.services.grafana.volumes ?? []).map(String);
    const [provider] = dashboardProviders();
    expect(provider).toMatchObject({ type: 'file' });
    expect(mounts).toContain(`./deploy/observability/grafana/dashboards:${provider.options.path}:ro`);
    expect(mounts).toContain('./deploy/observability/grafana/provisioning:/etc/grafana/provisioning:ro');
  });

  it('has the sale-window dashboard with its four rows', () => {
    const saleWindow = dashboards().find(({ dashboard }) => dashboard.title === 'eventdesk — sale window');
    expect(saleWindow?.dashboard.uid).toEqual(expect.any(String));
    const rows = saleWindow?.dashboard.panels.filter((panel) => panel.type === 'row').map((row) => row.title);
    expect(rows).toEqual(SALE_WINDOW_ROWS);
  });

  it.each(dashboards().map(({ file, dashboard }) => [file, dashboard] as const))(
    '%s: every panel and query names a provisioned datasource by uid, and panels fit the 24-column grid',
    (_file, dashboard) => {
      const panels = dataPanels(dashboard);
      expect(panels.length).toBeGreaterThan(0);
      for (const panel of panels) {
        const where = `"${panel.title}"`;
        expect([where, panel.datasource?.uid]).toEqual([where, expect.any(String)]);
        expect(uids).toContain(panel.datasource?.uid);
        expect([where, (panel.targets ?? []).length > 0]).toEqual([where, true]);
        for (const target of panel.targets ?? []) {
          expect(uids).toContain(target.datasource?.uid);
          expect([where, target.expr]).toEqual([where, expect.stringMatching(/\S/)]);
        }
        expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
      }
      const ids = dashboard.panels.map((panel) => panel.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );
});

describe('docker-compose.yml: observability', () => {
  const compose = interpolate(composeRaw, filledComposeEnv());
  /** Apps are the services built from our Dockerfile. */
  const composeApps = Object.entries(composeRaw.services)
    .filter(([, service]) => service.build !== undefined)
    .map(([name]) => name as AppName);

  it('Prometheus scrapes every app of the compose file on its metrics port, and nothing else', () => {
    expect([...composeApps].sort()).toEqual([...APP_NAMES].sort());
    const targets = prometheusConfig().scrape_configs.flatMap((job) =>
      (job.static_configs ?? []).flatMap((config) =>
        config.targets.map((target) => ({
          target,
          path: job.metrics_path ?? '/metrics',
          service: config.labels?.service,
        })),
      ),
    );
    const expected = composeApps.map((app) => ({
      target: `${app}:${METRICS_PORTS[app]}`,
      path: '/metrics',
      service: app,
    }));
    const byTarget = (a: { target: string }, b: { target: string }) => a.target.localeCompare(b.target);
    expect([...targets].sort(byTarget)).toEqual([...expected].sort(byTarget));
  });

  it('gives the gateway METRICS_PORT, the port Prometheus scrapes, apart from its public port', () => {
    expect(environmentOf(compose.services.gateway).METRICS_PORT).toBe(String(METRICS_PORTS.gateway));
    expect(METRICS_PORTS.gateway).not.toBe(APP_PORTS.gateway);
  });

  it('publishes no metrics port: of the apps, only the gateway is published, on its public port', () => {
    const publishedApps = composeApps.flatMap((app) =>
      published(compose.services[app]).map((port) => `${app} ${port.target}`),
    );
    expect(publishedApps).toEqual([`gateway ${APP_PORTS.gateway}`]);
  });

  it.each([
    ['prometheus', '9090', /^prom\/prometheus:v2\./],
    ['grafana', '3001', /^grafana\/grafana:/],
  ])('runs %s only with the observability profile, published on 127.0.0.1:%s only', (name, port, image) => {
    const service = compose.services[name];
    expect(service.image).toMatch(image);
    expect(service.profiles).toEqual(['observability']);
    expect(published(service).map(({ host, published: hostPort }) => `${host}:${hostPort}`)).toEqual([
      `127.0.0.1:${port}`,
    ]);
  });

  it('mounts prometheus.yml and the rule files it loads, side by side', () => {
    const mounts = (composeRaw.services.prometheus.volumes ?? []).map(String);
    expect(mounts).toContain('./deploy/observability/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    for (const file of prometheusConfig().rule_files ?? []) {
      expect(mounts).toContain(`./deploy/observability/${file}:${posix.join('/etc/prometheus', file)}:ro`);
    }
  });

  it('Grafana: no anonymous access, no sign-up, and no default admin password', () => {
    const env = environmentOf(compose.services.grafana);
    expect(env).toMatchObject({ GF_AUTH_ANONYMOUS_ENABLED: 'false', GF_USERS_ALLOW_SIGN_UP: 'false' });
    // compose.env.example leaves it empty: nothing to copy.
    expect(composeEnvExample().GRAFANA_ADMIN_PASSWORD).toBe('');
    expect(env.GF_SECURITY_ADMIN_PASSWORD).toBe('');
    const chosen = environmentOf(
      interpolate(composeRaw, { ...filledComposeEnv(), GRAFANA_ADMIN_PASSWORD: 'chosen-by-the-operator' })
        .services.grafana,
    );
    expect(chosen.GF_SECURITY_ADMIN_PASSWORD).toBe('chosen-by-the-operator');
  });

  it('Grafana refuses to start without an admin password (empty, Grafana would fall back to admin/admin)', () => {
    const entrypoint = [compose.services.grafana.entrypoint ?? []].flat();
    expect(entrypoint.slice(0, 2)).toEqual(['sh', '-c']);
    const script = entrypoint[2] ?? '';
    expect(script).toContain('exec /run.sh "$@"');
    // The image's own entrypoint, replaced by a marker so the script can run here.
    const runnable = script.replace('exec /run.sh', 'exec echo grafana-started');
    const start = (password: string) =>
      spawnSync('sh', ['-c', runnable, ...entrypoint.slice(3)], {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', GF_SECURITY_ADMIN_PASSWORD: password },
      });
    const refused = start(environmentOf(compose.services.grafana).GF_SECURITY_ADMIN_PASSWORD);
    expect({ status: refused.status, stderr: refused.stderr }).toEqual({
      status: 1,
      stderr: expect.stringContaining('set GRAFANA_ADMIN_PASSWORD in compose.env'),
    });
    const started = start('chosen-by-the-operator');
    expect({ status: started.status, stdout: started.stdout.trim() }).toEqual({
      status: 0,
      stdout: 'grafana-started',
    });
  });
});
