/**
 * deploy/observability/ as the deploy checks read it: Prometheus' configuration, the alert rules and their unit
 * tests, Grafana's provisioning and dashboards; and promtool, which checks them the way Prometheus will.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { repoRoot } from './deploy-files';

export const observabilityDir = join(repoRoot, 'deploy', 'observability');
const grafanaDir = join(observabilityDir, 'grafana');
export const grafanaProvisioningDir = join(grafanaDir, 'provisioning');
export const grafanaDashboardsDir = join(grafanaDir, 'dashboards');

const readYaml = <T>(path: string): T => load(readFileSync(path, 'utf8')) as T;

export interface StaticConfig {
  targets: string[];
  labels?: Record<string, string>;
}

export interface PrometheusConfig {
  rule_files?: string[];
  scrape_configs: { job_name: string; metrics_path?: string; static_configs?: StaticConfig[] }[];
}

export const prometheusConfig = (): PrometheusConfig =>
  readYaml<PrometheusConfig>(join(observabilityDir, 'prometheus.yml'));

export interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export const alertRules = (): AlertRule[] =>
  readYaml<{ groups: { rules: AlertRule[] }[] }>(join(observabilityDir, 'alerts.yml')).groups.flatMap(
    (group) => group.rules,
  );

export interface AlertRuleTest {
  alertname: string;
  eval_time: string;
  exp_alerts?: unknown[];
}

export const alertRuleTests = (): AlertRuleTest[] =>
  readYaml<{ tests: { alert_rule_test?: AlertRuleTest[] }[] }>(
    join(observabilityDir, 'alerts.test.yml'),
  ).tests.flatMap((test) => test.alert_rule_test ?? []);

export interface GrafanaDatasource {
  name: string;
  uid: string;
  type: string;
  url: string;
}

export function provisionedDatasources(): GrafanaDatasource[] {
  const dir = join(grafanaProvisioningDir, 'datasources');
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => readYaml<{ datasources?: GrafanaDatasource[] }>(join(dir, file)).datasources ?? []);
}

export interface DashboardProvider {
  name: string;
  type: string;
  options: { path: string };
}

export function dashboardProviders(): DashboardProvider[] {
  const dir = join(grafanaProvisioningDir, 'dashboards');
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => readYaml<{ providers?: DashboardProvider[] }>(join(dir, file)).providers ?? []);
}

export interface PanelTarget {
  refId?: string;
  expr?: string;
  datasource?: { type?: string; uid?: string };
}

export interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type?: string; uid?: string };
  targets?: PanelTarget[];
  /** A collapsed row holds its panels. */
  panels?: Panel[];
}

export interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
}

/** Every committed dashboard: file name and its parsed JSON (JSON.parse throws on a broken file). */
export const dashboards = (): { file: string; dashboard: Dashboard }[] =>
  readdirSync(grafanaDashboardsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      file,
      dashboard: JSON.parse(readFileSync(join(grafanaDashboardsDir, file), 'utf8')) as Dashboard,
    }));

/** The panels of a dashboard that show data (rows are containers), collapsed rows' panels included. */
export const dataPanels = (dashboard: Dashboard): Panel[] =>
  dashboard.panels
    .flatMap((panel) => [panel, ...(panel.panels ?? [])])
    .filter((panel) => panel.type !== 'row');

/** Grafana's interval variables, as a fixed duration, so that promtool can parse a dashboard query. */
export const withGrafanaIntervals = (expr: string): string =>
  expr.replace(/\$__(rate_interval|interval|range)\b/g, '1m');

export interface PromtoolResult {
  status: number | null;
  output: string;
}

/** Runs Debian's promtool (package `prometheus`) in deploy/observability/. Missing, it fails: never skipped. */
export function promtool(args: string[], cwd = observabilityDir): PromtoolResult {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'promtool is not installed: apt-get install prometheus (Debian ships promtool with it; .ci/run does this)'
        : `promtool ${args.join(' ')}: ${result.error.message}`,
    );
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
