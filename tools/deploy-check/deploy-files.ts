/**
 * The deployment files as the deploy checks read them: the k8s manifests, docker-compose.yml with compose's
 * variable interpolation, and compose.env.example. Loaded once per test file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { load, loadAll } from 'js-yaml';

export const repoRoot = join(__dirname, '..', '..');
const k8sDir = join(repoRoot, 'k8s');

export const CONFIG_MAP = 'eventdesk-config';
export const SECRET = 'eventdesk-secrets';
export const PART_OF = 'eventdesk';

export const APP_PORTS = {
  gateway: 3000,
  'registration-service': 3101,
  'payment-service': 3102,
  'attendance-service': 3103,
  'leads-service': 3104,
  'notification-service': 3105,
} as const;
export type AppName = keyof typeof APP_PORTS;
export const APP_NAMES = Object.keys(APP_PORTS) as AppName[];

/** The gateway serves /metrics on a port of its own (METRICS_PORT), never on its public port. */
export const GATEWAY_METRICS_PORT = 9464;
/** Where Prometheus reads each app's /metrics: a service's own port (its health port), the gateway's METRICS_PORT. */
export const METRICS_PORTS: Record<AppName, number> = { ...APP_PORTS, gateway: GATEWAY_METRICS_PORT };

// ---------------------------------------------------------------------------------------------------
// Kubernetes shapes (only the fields read by the checks)
// ---------------------------------------------------------------------------------------------------

export type Labels = Record<string, string>;

export interface K8sDoc {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels };
  spec?: unknown;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  /** path relative to k8s/, added when loading */
  file: string;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
  };
}

export interface Probe {
  httpGet?: { path?: string; port?: number | string };
}

export interface ContainerPort {
  name?: string;
  containerPort: number;
}

export interface Container {
  name: string;
  ports?: ContainerPort[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
}

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
}

export interface DeploymentSpec {
  replicas?: number;
  selector: { matchLabels: Labels };
  template: { metadata: { labels: Labels; annotations?: Record<string, string> }; spec: PodSpec };
}

function listYamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        return listYamlFiles(full);
      }
      return /\.ya?ml$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

const toPosix = (path: string): string => path.split(sep).join('/');

export const k8sFiles = listYamlFiles(k8sDir).map((full) => toPosix(relative(k8sDir, full)));

export const k8sDocs: K8sDoc[] = k8sFiles.flatMap((file) =>
  loadAll(readFileSync(join(k8sDir, file), 'utf8'))
    .filter((doc): doc is Record<string, unknown> => doc !== null && typeof doc === 'object')
    .map((doc) => ({ ...(doc as unknown as K8sDoc), file })),
);

/** Manifests applied to the cluster: everything but kustomize's own file and example templates. */
export const isTemplate = (file: string): boolean => /(^|\/)[^/]*\.example\.ya?ml$/.test(file);
export const clusterDocs = k8sDocs.filter((doc) => doc.kind !== 'Kustomization' && !isTemplate(doc.file));

export function find(kind: string, name: string): K8sDoc | undefined {
  return clusterDocs.find((doc) => doc.kind === kind && doc.metadata?.name === name);
}

export function mustFind<T>(kind: string, name: string): K8sDoc & { spec: T } {
  const doc = find(kind, name);
  if (!doc) {
    throw new Error(`no ${kind} named ${name} under k8s/`);
  }
  return doc as K8sDoc & { spec: T };
}

export function podSpecs(doc: K8sDoc): PodSpec[] {
  const spec = doc.spec as
    { template?: { spec?: PodSpec }; jobTemplate?: { spec?: { template?: { spec?: PodSpec } } } } | undefined;
  return [spec?.template?.spec, spec?.jobTemplate?.spec?.template?.spec].filter(
    (pod): pod is PodSpec => pod !== undefined,
  );
}

export function allContainers(pod: PodSpec): Container[] {
  return [...(pod.initContainers ?? []), ...pod.containers];
}

export function appContainer(app: string): Container {
  const deployment = mustFind<DeploymentSpec>('Deployment', app);
  const containers = deployment.spec.template.spec.containers;
  return containers.find((c) => c.name === app) ?? containers[0];
}

export function configMapData(): Record<string, string> {
  return mustFind<unknown>('ConfigMap', CONFIG_MAP).data ?? {};
}

/** The Secret template's keys and placeholder values (k8s/secrets.example.yaml). */
export function secretTemplate(): K8sDoc {
  const template = k8sDocs.find((doc) => doc.file === 'secrets.example.yaml' && doc.kind === 'Secret');
  if (!template) {
    throw new Error('no Secret in k8s/secrets.example.yaml');
  }
  return template;
}

export type EnvSource = 'literal' | 'secret' | 'config';

/** Where each variable of a container comes from. */
export function envSources(container: Container): Map<string, EnvSource> {
  const sources = new Map<string, EnvSource>();
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef?.name === CONFIG_MAP) {
      for (const key of Object.keys(configMapData())) {
        sources.set(key, 'config');
      }
    }
  }
  for (const env of container.env ?? []) {
    if (env.valueFrom?.secretKeyRef) {
      sources.set(env.name, 'secret');
    } else if (env.valueFrom?.configMapKeyRef) {
      sources.set(env.name, 'config');
    } else if (env.value !== undefined) {
      sources.set(env.name, 'literal');
    }
  }
  return sources;
}

/**
 * The environment a container starts with: the ConfigMap (with `config` overriding its values, as an operator's
 * edits would), its literal values, and the Secret's keys as `secret` gives them.
 */
export function k8sEnvironment(
  container: Container,
  secret: Record<string, string>,
  config: Record<string, string> = {},
): Record<string, string> {
  const data = { ...configMapData(), ...config };
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef?.name === CONFIG_MAP) {
      Object.assign(env, data);
    }
  }
  for (const variable of container.env ?? []) {
    const secretRef = variable.valueFrom?.secretKeyRef;
    const configRef = variable.valueFrom?.configMapKeyRef;
    if (secretRef) {
      if (secret[secretRef.key] !== undefined) {
        env[variable.name] = secret[secretRef.key];
      }
    } else if (configRef) {
      env[variable.name] = data[configRef.key];
    } else if (variable.value !== undefined) {
      env[variable.name] = String(variable.value);
    }
  }
  return env;
}

// ---------------------------------------------------------------------------------------------------
// docker-compose.yml and compose's interpolation
// ---------------------------------------------------------------------------------------------------

export interface ComposeService {
  image?: string;
  profiles?: string[];
  entrypoint?: string | string[];
  volumes?: (string | { type?: string; source?: string; target: string; read_only?: boolean })[];
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> | string[] };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | { target: number; published?: string | number })[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  'x-app-env'?: Record<string, string>;
}

export const composeRaw = load(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as ComposeFile;

/** A `${VAR:?message}` (or `${VAR?message}`) whose variable is not set: compose stops with the message. */
export class MissingComposeVariable extends Error {
  constructor(
    readonly variable: string,
    readonly hint: string,
  ) {
    super(`required variable ${variable} is missing a value: ${hint}`);
  }
}

/** One `${...}` expression: name, operator (`:-`, `-`, `:?`, `?` or none) and the rest. */
const EXPRESSION = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}/g;

/**
 * Compose's interpolation of one value with `variables` as the shell/--env-file gives them: `${VAR}`,
 * `${VAR:-default}` / `${VAR-default}` (defaults may hold expressions), `${VAR:?message}` / `${VAR?message}`
 * (throws MissingComposeVariable), `$$` for a literal `$`. `:` forms treat an empty value as unset, as compose does.
 */
export function interpolateText(text: string, variables: Record<string, string>): string {
  const replaced = text.replace(EXPRESSION, (_match, name: string, op: string | undefined, rest: string) => {
    const value = variables[name];
    const unset = op?.startsWith(':') ? !value : value === undefined;
    if (op === ':-' || op === '-') {
      return unset ? interpolateText(rest, variables) : value;
    }
    if (op === ':?' || op === '?') {
      if (unset) {
        throw new MissingComposeVariable(name, rest);
      }
      return value;
    }
    return value ?? '';
  });
  return replaced.replace(/\$\$/g, '$');
}

export function interpolate<T>(value: T, variables: Record<string, string>): T {
  if (typeof value === 'string') {
    return interpolateText(value, variables) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item) => interpolate(item, variables)) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, variables)])) as T;
  }
  return value;
}

/** Every string value of a parsed YAML document (comments are not values). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(stringsOf);
  }
  if (value && typeof value === 'object') {
    return Object.values(value).flatMap(stringsOf);
  }
  return [];
}

/** Every `${VAR:?message}` of the compose file: the variables compose insists on, with their messages. */
export function requiredComposeVariables(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const text of stringsOf(composeRaw)) {
    for (const [, name, op, rest] of text.matchAll(EXPRESSION)) {
      if (op === ':?' || op === '?') {
        found.set(name, (found.get(name) ?? new Set()).add(rest));
      }
    }
  }
  return found;
}

/** compose.env.example as KEY=value pairs (comments and blank lines skipped). */
export function composeEnvExample(): Record<string, string> {
  const text = readFileSync(join(repoRoot, 'compose.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)];
      }),
  );
}

export function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

// ---------------------------------------------------------------------------------------------------
// What counts as a secret
// ---------------------------------------------------------------------------------------------------

const SECRET_NAME = /_(SECRET|KEY|TOKEN|PASSWORD|ACCESS_CODE|AUTH)$/;

/** A URL carrying a password: scheme://user:password@host */
const URL_WITH_PASSWORD = /^[a-z][a-z0-9+.-]*:\/\/[^/:@\s]*:[^/@\s]+@/i;

/** URLs named as secrets: one is a secret when it carries a password or a query (gateways put API keys there). */
const URL_NAMES = new Set(['DATABASE_URL', 'SMTP_URL', 'WHATSAPP_WEBHOOK_URL']);

/** A variable that holds a credential (or a URL that may carry one). */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) || URL_NAMES.has(name);
}

/** A literal value that must not be written into a manifest. */
export function isLiteralSecret(name: string, value: string): boolean {
  if (URL_WITH_PASSWORD.test(value)) {
    return true;
  }
  if (URL_NAMES.has(name)) {
    return value.includes('?');
  }
  return SECRET_NAME.test(name);
}
