/**
 * Structural checks of the deployment files: k8s/**, docker-compose.yml, Dockerfile, .dockerignore.
 * They catch the mistakes that only show up on a cluster or on `docker compose up`: a missing probe, a probe
 * on the wrong path or port, a literal secret in a manifest, an app missing from compose or k8s, a manifest
 * that kustomization.yaml forgets to apply.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import {
  allContainers,
  APP_NAMES,
  APP_PORTS,
  appContainer,
  clusterDocs,
  composeRaw,
  CONFIG_MAP,
  configMapData,
  environmentOf,
  envSources,
  interpolate,
  isLiteralSecret,
  isSecretName,
  isTemplate,
  k8sDocs,
  k8sFiles,
  METRICS_PORTS,
  mustFind,
  PART_OF,
  podSpecs,
  repoRoot,
  SECRET,
  secretTemplate,
  type ComposeService,
  type Container,
  type DeploymentSpec,
} from './deploy-files';
import { filledComposeEnv } from './filled-env';

const k8sDir = join(repoRoot, 'k8s');

/** Variables every app reads. */
const COMMON_CONFIG = ['NODE_ENV', 'LOG_LEVEL', 'QUEUE_PREFIX', 'MIGRATE_ON_START'];
/** The managed data stores, credentials included. */
const COMMON_SECRETS = ['DATABASE_URL', 'REDIS_URL', 'NATS_URL'];

interface AppFacts {
  port: number;
  config: string[];
  secrets: string[];
}

const APPS: Record<string, AppFacts> = {
  gateway: {
    port: APP_PORTS.gateway,
    config: [
      'JWT_TTL_SECONDS',
      'PUBLIC_BASE_URL',
      'RPC_TIMEOUT_MS',
      'RATE_LIMIT_PER_MINUTE',
      'WEB_DIST_DIR',
      'TRUST_PROXY',
    ],
    secrets: ['JWT_SECRET', 'META_APP_SECRET', 'META_WEBHOOK_VERIFY_TOKEN'],
  },
  'registration-service': { port: APP_PORTS['registration-service'], config: [], secrets: [] },
  'payment-service': {
    port: APP_PORTS['payment-service'],
    config: ['PAYMENT_PROVIDER', 'CCAVENUE_MERCHANT_ID', 'CCAVENUE_URL', 'PAYMENT_CALLBACK_BASE_URL'],
    secrets: ['CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'],
  },
  'attendance-service': {
    port: APP_PORTS['attendance-service'],
    config: [],
    secrets: ['TICKET_SIGNING_SECRET'],
  },
  'leads-service': {
    port: APP_PORTS['leads-service'],
    config: ['META_GRAPH_API_URL'],
    secrets: ['META_PAGE_ACCESS_TOKEN'],
  },
  'notification-service': {
    port: APP_PORTS['notification-service'],
    config: ['MAIL_FROM', 'WHATSAPP_PROVIDER'],
    secrets: ['SMTP_URL', 'WHATSAPP_WEBHOOK_URL', 'WHATSAPP_TOKEN'],
  },
};
const AUTOSCALED = ['gateway', 'registration-service'];

interface ServiceSpec {
  selector: Record<string, string>;
  ports: { name?: string; port: number; targetPort?: number | string }[];
}

interface HpaSpec {
  scaleTargetRef: { apiVersion: string; kind: string; name: string };
  minReplicas?: number;
  maxReplicas: number;
}

interface IngressBackend {
  service?: { name: string; port: { name?: string; number?: number } };
}

interface IngressSpec {
  defaultBackend?: IngressBackend;
  rules?: { http?: { paths: { path?: string; backend: IngressBackend }[] } }[];
}

/** The number a probe or Service targets, resolving a named port through the container's ports. */
function resolvePort(port: number | string | undefined, container: Container): number | undefined {
  if (typeof port === 'number') {
    return port;
  }
  if (port === undefined) {
    return undefined;
  }
  if (/^\d+$/.test(port)) {
    return Number(port);
  }
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** The compose file as `docker compose --env-file compose.env` sees it with every variable filled in. */
const filled = filledComposeEnv();
const compose = interpolate(composeRaw, filled);

function dependsOn(service: ComposeService): Record<string, string | undefined> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) {
    return Object.fromEntries(deps.map((name) => [name, undefined]));
  }
  return Object.fromEntries(Object.entries(deps).map(([name, cfg]) => [name, cfg?.condition]));
}

function healthcheckText(service: ComposeService): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

// ===================================================================================================

describe('secret detection used by these checks', () => {
  it.each([
    'JWT_SECRET',
    'TICKET_SIGNING_SECRET',
    'CCAVENUE_WORKING_KEY',
    'CCAVENUE_ACCESS_CODE',
    'WHATSAPP_TOKEN',
    'POSTGRES_PASSWORD',
    'REDISCLI_AUTH',
  ])('treats %s as a secret', (name) => {
    expect(isSecretName(name)).toBe(true);
    expect(isLiteralSecret(name, 'anything')).toBe(true);
  });

  it.each(['DATABASE_URL', 'SMTP_URL', 'WHATSAPP_WEBHOOK_URL'])(
    'treats a %s as a secret only when it carries a password or a query (an API key)',
    (name) => {
      expect(isSecretName(name)).toBe(true);
      expect(isLiteralSecret(name, 'scheme://eventdesk:s3cret@db:5432/eventdesk')).toBe(true);
      expect(isLiteralSecret(name, 'https://gateway.example.com/send?apikey=s3cret')).toBe(true);
      expect(isLiteralSecret(name, 'smtp://mailpit:1025')).toBe(false);
    },
  );

  it('treats any URL with a password as a secret, whatever its name', () => {
    expect(isLiteralSecret('REDIS_URL', 'redis://:pw@redis:6379')).toBe(true);
    expect(isLiteralSecret('REDIS_URL', 'redis://redis:6379')).toBe(false);
    expect(isLiteralSecret('NODE_ENV', 'production')).toBe(false);
  });
});

describe('k8s manifests', () => {
  it('parse, and every document is a Kubernetes object with a name', () => {
    expect(k8sFiles.length).toBeGreaterThan(0);
    for (const doc of k8sDocs) {
      expect({ file: doc.file, apiVersion: typeof doc.apiVersion, kind: typeof doc.kind }).toEqual({
        file: doc.file,
        apiVersion: 'string',
        kind: 'string',
      });
      if (doc.kind !== 'Kustomization') {
        expect(typeof doc.metadata?.name).toBe('string');
      }
    }
  });

  it('carry the app.kubernetes.io/name and app.kubernetes.io/part-of labels', () => {
    for (const doc of k8sDocs.filter((d) => d.kind !== 'Kustomization')) {
      const labels = doc.metadata.labels ?? {};
      expect({
        doc: `${doc.file} ${doc.kind}/${doc.metadata.name}`,
        partOf: labels['app.kubernetes.io/part-of'],
      }).toEqual({
        doc: `${doc.file} ${doc.kind}/${doc.metadata.name}`,
        partOf: PART_OF,
      });
      expect(labels['app.kubernetes.io/name']).toEqual(expect.any(String));
    }
  });

  describe.each(APP_NAMES)('%s', (app) => {
    const facts = APPS[app];

    it('has a Deployment whose pods carry its labels and match its selector', () => {
      const deployment = mustFind<DeploymentSpec>('Deployment', app);
      expect(deployment.metadata.labels).toMatchObject({
        'app.kubernetes.io/name': app,
        'app.kubernetes.io/part-of': PART_OF,
      });
      const podLabels = deployment.spec.template.metadata.labels;
      expect(podLabels).toMatchObject({
        'app.kubernetes.io/name': app,
        'app.kubernetes.io/part-of': PART_OF,
      });
      expect(podLabels).toMatchObject(deployment.spec.selector.matchLabels);
    });

    it(`listens on ${facts.port} and sets PORT to it`, () => {
      const container = appContainer(app);
      expect(container.ports?.map((p) => p.containerPort)).toContain(facts.port);
      expect(container.env?.find((e) => e.name === 'PORT')?.value).toBe(String(facts.port));
    });

    it('has a liveness probe on /health/live and a readiness probe on /health/ready, on its port', () => {
      const container = appContainer(app);
      expect(container.livenessProbe?.httpGet?.path).toBe('/health/live');
      expect(resolvePort(container.livenessProbe?.httpGet?.port, container)).toBe(facts.port);
      expect(container.readinessProbe?.httpGet?.path).toBe('/health/ready');
      expect(resolvePort(container.readinessProbe?.httpGet?.port, container)).toBe(facts.port);
    });

    it('has cpu and memory requests and limits', () => {
      const { resources } = appContainer(app);
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(resources?.[bound] ?? {})).toEqual(expect.arrayContaining(['cpu', 'memory']));
      }
    });

    it('gets every variable it needs: settings from the ConfigMap, credentials from the Secret', () => {
      const sources = envSources(appContainer(app));
      for (const name of [...COMMON_CONFIG, ...facts.config]) {
        expect([name, sources.get(name)]).toEqual([name, 'config']);
      }
      for (const name of [...COMMON_SECRETS, ...facts.secrets]) {
        expect([name, sources.get(name)]).toEqual([name, 'secret']);
      }
    });

    it(`asks Prometheus to scrape /metrics on port ${METRICS_PORTS[app]}, which its container declares`, () => {
      const annotations =
        mustFind<DeploymentSpec>('Deployment', app).spec.template.metadata.annotations ?? {};
      expect(annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(METRICS_PORTS[app]),
        'prometheus.io/path': '/metrics',
      });
      expect(appContainer(app).ports?.map((p) => p.containerPort)).toContain(METRICS_PORTS[app]);
    });

    it('has a Service selecting its pods and targeting its port', () => {
      const service = mustFind<ServiceSpec>('Service', app);
      const deployment = mustFind<DeploymentSpec>('Deployment', app);
      expect(Object.keys(service.spec.selector).length).toBeGreaterThan(0);
      expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
      const container = appContainer(app);
      const targets = service.spec.ports.map((p) => resolvePort(p.targetPort ?? p.port, container));
      expect(targets).toContain(facts.port);
    });
  });

  it.each(AUTOSCALED)(
    '%s has a HorizontalPodAutoscaler on its Deployment, which leaves replicas to it',
    (app) => {
      const hpa = mustFind<HpaSpec>('HorizontalPodAutoscaler', app);
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(hpa.spec.minReplicas ?? 1).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas ?? 1);
      // A fixed replica count would be reset by every `kubectl apply`, undoing the autoscaler.
      expect(mustFind<DeploymentSpec>('Deployment', app).spec.replicas).toBeUndefined();
    },
  );

  it('routes the Ingress to the gateway Service', () => {
    const ingress = mustFind<IngressSpec>('Ingress', 'gateway');
    const backends = [
      ingress.spec.defaultBackend,
      ...(ingress.spec.rules ?? []).flatMap((rule) => rule.http?.paths.map((p) => p.backend) ?? []),
    ].filter((b): b is IngressBackend => b !== undefined);
    expect(backends.length).toBeGreaterThan(0);
    const gatewayPorts = mustFind<ServiceSpec>('Service', 'gateway').spec.ports;
    for (const backend of backends) {
      expect(backend.service?.name).toBe('gateway');
      const port = backend.service?.port;
      expect(
        gatewayPorts.some((p) => (port?.name !== undefined ? p.name === port.name : p.port === port?.number)),
      ).toBe(true);
    }
  });

  it("serves the gateway's metrics on METRICS_PORT, a port its Service (and so the Ingress) never carries", () => {
    const container = appContainer('gateway');
    expect(container.env?.find((e) => e.name === 'METRICS_PORT')?.value).toBe(String(METRICS_PORTS.gateway));
    expect(METRICS_PORTS.gateway).not.toBe(APP_PORTS.gateway);
    const service = mustFind<ServiceSpec>('Service', 'gateway');
    const targets = service.spec.ports.map((p) => resolvePort(p.targetPort ?? p.port, container));
    expect(targets).toEqual([APP_PORTS.gateway]);
  });

  it('never writes a secret as a literal env value', () => {
    const offenders: string[] = [];
    for (const doc of k8sDocs) {
      for (const pod of podSpecs(doc)) {
        for (const container of allContainers(pod)) {
          for (const env of container.env ?? []) {
            if (env.value !== undefined && isLiteralSecret(env.name, String(env.value))) {
              offenders.push(`${doc.file} ${doc.kind}/${doc.metadata.name} ${container.name}: ${env.name}`);
            }
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps secrets out of ConfigMaps', () => {
    const offenders = clusterDocs
      .filter((doc) => doc.kind === 'ConfigMap')
      .flatMap((doc) =>
        Object.entries(doc.data ?? {})
          .filter(([key, value]) => isLiteralSecret(key, String(value)))
          .map(([key]) => `${doc.file} ${doc.metadata.name}: ${key}`),
      );
    expect(offenders).toEqual([]);
  });

  it('applies no Secret with values: secrets exist only as an example template', () => {
    expect(clusterDocs.filter((doc) => doc.kind === 'Secret').map((doc) => doc.file)).toEqual([]);
  });

  it('refers only to the eventdesk-config ConfigMap and to keys of the Secret template', () => {
    const template = secretTemplate();
    expect(template.metadata.name).toBe(SECRET);
    const templateKeys = Object.keys({ ...template.data, ...template.stringData });
    const configKeys = Object.keys(configMapData());
    for (const doc of clusterDocs) {
      for (const pod of podSpecs(doc)) {
        for (const container of allContainers(pod)) {
          for (const from of container.envFrom ?? []) {
            if (from.configMapRef) {
              expect(from.configMapRef.name).toBe(CONFIG_MAP);
            }
            if (from.secretRef) {
              expect(from.secretRef.name).toBe(SECRET);
            }
          }
          for (const env of container.env ?? []) {
            const secretRef = env.valueFrom?.secretKeyRef;
            if (secretRef) {
              expect(secretRef.name).toBe(SECRET);
              expect(templateKeys).toContain(secretRef.key);
            }
            const configRef = env.valueFrom?.configMapKeyRef;
            if (configRef) {
              expect(configRef.name).toBe(CONFIG_MAP);
              expect(configKeys).toContain(configRef.key);
            }
          }
        }
      }
    }
  });

  it('the Secret template holds only placeholders', () => {
    const template = secretTemplate();
    const values = Object.entries({ ...template.stringData });
    expect(values.length).toBeGreaterThan(0);
    for (const [key, value] of values) {
      expect([key, String(value)]).toEqual([key, expect.stringContaining('REPLACE_ME')]);
    }
    expect(template.data).toBeUndefined();
  });

  it('kustomization.yaml lists every manifest under k8s/, and never the example templates', () => {
    const kustomization = load(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8')) as {
      resources?: string[];
    };
    const listed = (kustomization.resources ?? []).map((r) => r.replace(/^\.\//, ''));
    const manifests = k8sFiles.filter((file) => file !== 'kustomization.yaml' && !isTemplate(file));
    expect([...listed].sort()).toEqual([...manifests].sort());
    expect(listed.filter(isTemplate)).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const services = compose.services;

  it.each([
    ['postgres', /^postgres:16/],
    ['redis', /^redis:7/],
    ['nats', /^nats:2/],
    ['mailpit', /^axllent\/mailpit/],
  ])('runs %s (%s) with a healthcheck', (name, image) => {
    expect(services[name]?.image).toMatch(image);
    expect(healthcheckText(services[name])).not.toBe('');
  });

  it('creates the eventdesk database, checked with pg_isready', () => {
    expect(environmentOf(services.postgres).POSTGRES_DB).toBe('eventdesk');
    expect(healthcheckText(services.postgres)).toContain('pg_isready');
  });

  it('runs NATS with JetStream', () => {
    expect([services.nats.command ?? []].flat().join(' ')).toMatch(/(^|\s)(-js|--jetstream)(\s|$)/);
  });

  describe.each(APP_NAMES)('%s', (app) => {
    const facts = APPS[app];

    it('is built from the one Dockerfile with build arg APP set to its name', () => {
      const build = services[app]?.build;
      expect(typeof build).toBe('object');
      if (typeof build !== 'object') {
        return;
      }
      expect(build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
      const args = Array.isArray(build.args)
        ? Object.fromEntries(build.args.map((a) => a.split('=', 2)))
        : (build.args ?? {});
      expect(args.APP).toBe(app);
    });

    it(`has a healthcheck on /health/ready at port ${facts.port}`, () => {
      const text = healthcheckText(services[app]);
      expect(text).toContain('/health/ready');
      expect(text).toContain(`:${facts.port}/`);
      expect(services[app].healthcheck?.disable).not.toBe(true);
    });

    it('sets PORT and every variable it reads', () => {
      const env = environmentOf(services[app]);
      expect(env.PORT).toBe(String(facts.port));
      for (const name of [...COMMON_CONFIG, ...COMMON_SECRETS, ...facts.config, ...facts.secrets]) {
        expect([name, env[name]]).toEqual([name, expect.any(String)]);
      }
    });

    it('waits for postgres, redis and nats to be healthy', () => {
      expect(dependsOn(services[app])).toMatchObject({
        postgres: 'service_healthy',
        redis: 'service_healthy',
        nats: 'service_healthy',
      });
    });
  });

  it('publishes the gateway on port 3000', () => {
    const published = (services.gateway.ports ?? []).map((p) =>
      typeof p === 'string'
        ? p
            .replace(/\/tcp$/, '')
            .split(':')
            .slice(-2)
            .join(':')
        : `${p.published}:${p.target}`,
    );
    expect(published).toContain('3000:3000');
  });

  it('has no working default secret: each one is required (${VAR:?...}) or empty unless given', () => {
    const offenders: string[] = [];
    for (const [name, service] of Object.entries(composeRaw.services)) {
      for (const [key, value] of Object.entries(environmentOf(service))) {
        // Compose stops without the variable, whatever the rest of the value is.
        if (value.includes(':?')) {
          continue;
        }
        const withNoVariables = interpolate(value, {});
        if (withNoVariables !== '' && isLiteralSecret(key, withNoVariables)) {
          offenders.push(`${name}: ${key}=${withNoVariables}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('runs Redis and NATS with a password compose requires, and gives the apps URLs that carry them', () => {
    const command = (service: string) => [composeRaw.services[service].command ?? []].flat();
    const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1] ?? '';
    expect(after(command('redis'), '--requirepass')).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(after(command('nats'), '--pass')).toMatch(/^\$\{NATS_PASSWORD:\?/);
    expect(after(command('nats'), '--user')).not.toBe('');
    expect(environmentOf(composeRaw.services.postgres).POSTGRES_PASSWORD).toMatch(
      /^\$\{POSTGRES_PASSWORD:\?/,
    );
    for (const app of APP_NAMES) {
      const env = environmentOf(compose.services[app]);
      expect(new URL(env.REDIS_URL).password).toBe(filled.REDIS_PASSWORD);
      expect(new URL(env.NATS_URL).password).toBe(filled.NATS_PASSWORD);
      expect(new URL(env.DATABASE_URL).password).toBe(filled.POSTGRES_PASSWORD);
    }
  });
});

describe('Dockerfile and .dockerignore', () => {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const lines = dockerfile.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  const instructions = lines.join('\n');

  it('builds on node:24-bookworm and runs on node:24-bookworm-slim, selecting the app with ARG APP', () => {
    expect(instructions).toMatch(/^FROM node:24-bookworm AS build$/m);
    expect(instructions).toMatch(/^FROM node:24-bookworm-slim\b/m);
    expect(instructions).toMatch(/^ARG APP\b/m);
    expect(instructions).toMatch(/^ENV APP=\$\{?APP\}?/m);
    expect(instructions).toContain('dist/apps/${APP}/src/main.js');
  });

  it('installs with npm install against the lockfile (not npm ci) and builds', () => {
    expect(instructions).toContain('npm install --no-audit --no-fund');
    expect(instructions).not.toMatch(/npm ci\b/);
    expect(instructions).toContain('npm run build');
  });

  it('runs as a non-root user with a healthcheck on /health/live', () => {
    const users = [...instructions.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users[users.length - 1]).not.toMatch(/^(root|0)(:|$)/);
    expect(instructions).toMatch(/^HEALTHCHECK\b[\s\S]*\/health\/live/m);
  });

  it('keeps host build outputs and secrets out of the build context', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['node_modules', 'dist', '.git', 'artifacts']) {
      expect(ignored.some((line) => line === entry || line === `**/${entry}`)).toBe(true);
    }
    expect(ignored.some((line) => /\.env$/.test(line))).toBe(true);
  });
});
