/**
 * k8s/network-policies.yaml, read as the cluster would apply it: for each app, which peers may connect to it and
 * where it may connect, computed from every NetworkPolicy whose podSelector matches the app's pod labels.
 */
import {
  APP_NAMES,
  APP_PORTS,
  appContainer,
  clusterDocs,
  METRICS_PORTS,
  mustFind,
  type AppName,
  type DeploymentSpec,
  type Labels,
} from './deploy-files';

interface Selector {
  matchLabels?: Labels;
  matchExpressions?: {
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }[];
}

interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface PolicyPort {
  protocol?: string;
  port?: number | string;
}

interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: PolicyPort[];
}

interface NetworkPolicySpec {
  podSelector: Selector;
  policyTypes?: ('Ingress' | 'Egress')[];
  ingress?: Rule[];
  egress?: Rule[];
}

function matches(selector: Selector, labels: Labels): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every((expression) => {
    const value = labels[expression.key];
    switch (expression.operator) {
      case 'In':
        return value !== undefined && (expression.values ?? []).includes(value);
      case 'NotIn':
        return value === undefined || !(expression.values ?? []).includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
    }
  });
  return byLabel && byExpression;
}

const policies = clusterDocs
  .filter((doc) => doc.kind === 'NetworkPolicy')
  .map((doc) => ({ name: doc.metadata.name, spec: doc.spec as NetworkPolicySpec }));

const podLabels = (app: AppName): Labels =>
  mustFind<DeploymentSpec>('Deployment', app).spec.template.metadata.labels;

const policiesOf = (app: AppName, type: 'Ingress' | 'Egress') =>
  policies.filter(
    ({ spec }) =>
      matches(spec.podSelector, podLabels(app)) && (spec.policyTypes ?? ['Ingress']).includes(type),
  );

/** One allowed connection: a peer (a namespace by name, a pod selector, an address block) and a port. */
function describePeer(peer: Peer): string {
  if (peer.ipBlock) {
    return `ip:${peer.ipBlock.cidr}`;
  }
  const namespace = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
  const pods = peer.podSelector?.matchLabels;
  const parts = [
    peer.namespaceSelector ? `ns:${namespace ?? JSON.stringify(peer.namespaceSelector)}` : 'ns:eventdesk',
    pods ? `pods:${Object.values(pods).join(',')}` : undefined,
  ];
  return parts.filter(Boolean).join('/');
}

/** Every (peer, port) an app's policies allow in one direction; `*` marks a rule open to anything. */
function allowed(app: AppName, type: 'Ingress' | 'Egress'): string[] {
  const rules = policiesOf(app, type).flatMap(
    ({ spec }) => (type === 'Ingress' ? spec.ingress : spec.egress) ?? [],
  );
  return rules
    .flatMap((rule) => {
      const peers = (type === 'Ingress' ? rule.from : rule.to) ?? [];
      const ports = rule.ports ?? [];
      const peerNames = peers.length > 0 ? peers.map(describePeer) : ['*'];
      const portNames =
        ports.length > 0 ? ports.map((p) => `${p.protocol ?? 'TCP'}/${p.port ?? '*'}`) : ['*'];
      return peerNames.flatMap((peer) => portNames.map((port) => `${peer} ${port}`));
    })
    .sort();
}

const DNS = ['ns:kube-system/pods:kube-dns TCP/53', 'ns:kube-system/pods:kube-dns UDP/53'];
const DATA_STORES = ['ip:0.0.0.0/0 TCP/4222', 'ip:0.0.0.0/0 TCP/5432', 'ip:0.0.0.0/0 TCP/6379'];
const MONITORING = 'ns:monitoring';
/** Prometheus reads a service's /metrics on its HTTP port, the gateway's on its own `metrics` port. */
const PROMETHEUS = `${MONITORING} TCP/http`;
const PROMETHEUS_TO_GATEWAY = `${MONITORING} TCP/metrics`;

/** The port numbers a peer may reach on an app, named ports resolved through the app's container. */
function admittedPorts(app: AppName, peer: string): number[] {
  const ports = appContainer(app).ports ?? [];
  return allowed(app, 'Ingress')
    .filter((entry) => entry.startsWith(`${peer} `))
    .map((entry) => entry.slice(entry.lastIndexOf('/') + 1))
    .map((port) => (/^\d+$/.test(port) ? Number(port) : ports.find((p) => p.name === port)?.containerPort))
    .filter((port): port is number => port !== undefined)
    .sort((a, b) => a - b);
}

describe('k8s NetworkPolicies', () => {
  it('deny all traffic in and out of every pod of the namespace unless a policy admits it', () => {
    const denyAll = (type: 'Ingress' | 'Egress') =>
      policies.filter(
        ({ spec }) =>
          Object.keys(spec.podSelector).length === 0 &&
          spec.policyTypes?.includes(type) &&
          (type === 'Ingress' ? spec.ingress : spec.egress) === undefined,
      );
    expect(denyAll('Ingress')).toHaveLength(1);
    expect(denyAll('Egress')).toHaveLength(1);
  });

  it('never admit everything: every rule names its peers and its ports', () => {
    for (const app of APP_NAMES) {
      expect(allowed(app, 'Ingress').filter((entry) => entry.includes('*'))).toEqual([]);
      expect(allowed(app, 'Egress').filter((entry) => entry.includes('*'))).toEqual([]);
    }
  });

  it('let only the ingress controller reach the gateway, on its port, and Prometheus its metrics port', () => {
    expect(APP_PORTS.gateway).toBe(3000);
    expect(allowed('gateway', 'Ingress')).toEqual(
      ['ns:ingress-nginx TCP/3000', PROMETHEUS_TO_GATEWAY].sort(),
    );
  });

  it.each(APP_NAMES)(
    '%s admits the monitoring namespace on its metrics port, the one its scrape annotation names, and no other',
    (app) => {
      expect(admittedPorts(app, MONITORING)).toEqual([METRICS_PORTS[app]]);
      const annotations =
        mustFind<DeploymentSpec>('Deployment', app).spec.template.metadata.annotations ?? {};
      expect(annotations['prometheus.io/port']).toBe(String(METRICS_PORTS[app]));
    },
  );

  it("never let Prometheus reach the gateway's public port", () => {
    expect(admittedPorts('gateway', MONITORING)).not.toContain(APP_PORTS.gateway);
  });

  it.each(APP_NAMES.filter((app) => app !== 'gateway'))(
    '%s admits only Prometheus on its HTTP port (the apps talk over NATS, never to each other over HTTP)',
    (app) => {
      expect(allowed(app, 'Ingress')).toEqual([PROMETHEUS]);
    },
  );

  it.each([
    ['gateway', []],
    ['registration-service', []],
    ['attendance-service', []],
    ['payment-service', ['ip:0.0.0.0/0 TCP/443']],
    ['leads-service', ['ip:0.0.0.0/0 TCP/443']],
    ['notification-service', ['ip:0.0.0.0/0 TCP/443', 'ip:0.0.0.0/0 TCP/465', 'ip:0.0.0.0/0 TCP/587']],
  ] as const)(
    '%s reaches DNS, PostgreSQL, Redis and NATS, and only the outside services it calls',
    (app, outside) => {
      expect(allowed(app, 'Egress')).toEqual([...DNS, ...DATA_STORES, ...outside].sort());
    },
  );

  it('name the HTTP port every app container declares (the Prometheus rule uses it by name)', () => {
    for (const app of APP_NAMES) {
      const container = mustFind<DeploymentSpec>('Deployment', app).spec.template.spec.containers[0];
      expect(container.ports?.find((port) => port.name === 'http')?.containerPort).toBe(APP_PORTS[app]);
    }
  });

  it("name the gateway's metrics port `metrics` (the Prometheus rule uses it by name)", () => {
    expect(appContainer('gateway').ports?.find((port) => port.name === 'metrics')?.containerPort).toBe(
      METRICS_PORTS.gateway,
    );
  });
});
