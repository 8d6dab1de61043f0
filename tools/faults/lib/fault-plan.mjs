// The faults, in the order they run. Each says what it does and what has to be ready again before "recovered".
import { sleep } from '../../../bench/lib/procs.mjs';
import { APPS } from './system.mjs';

/** Longer than nats.js gives a lost connection by default (10 reconnect attempts, 2 s apart). */
const NATS_OUTAGE_MS = 30_000;

const killApp = (name, what) => ({
  title: `kill -9 ${name}`,
  description: `SIGKILL to ${what}; the supervisor restarts it (1 s backoff) while the load goes on.`,
  inject: ({ system }) => system.kill(name),
  recover: async ({ system }) => {
    await system.waitReady([name]);
    await system.waitServing();
  },
});

/** Recovered: every process ready again and both gateways serving a request that crosses NATS. */
const allReady = async ({ system }) => {
  await system.waitReady(Object.keys(APPS));
  await system.waitServing();
};

const FAULTS = {
  'registration-1': killApp('registration-1', 'one of the two registration-service replicas'),
  payment: killApp('payment', 'payment-service (the only replica)'),
  attendance: killApp('attendance', 'attendance-service (the only replica)'),
  leads: killApp('leads', 'leads-service (the only replica, idle under this load)'),
  notification: killApp('notification', 'notification-service (the only replica) while it sends'),
  'gateway-1': killApp('gateway-1', 'one of the two gateways behind the balancer'),
  postgres: {
    title: 'restart PostgreSQL',
    description: '`pg_ctl stop -m fast`, then start again on the same port: every connection is cut.',
    inject: ({ postgres }) => postgres.restart('fast'),
    recover: allReady,
  },
  redis: {
    title: 'restart Redis, data lost',
    description:
      'kill -9 of redis-server and a fresh, empty one on the same port (no persistence): every queued job and the ' +
      'epoch marker are gone.',
    inject: ({ redis }) => redis.restart(),
    recover: allReady,
    // A ticket message whose job Redis lost is enqueued again by notification-service's sweep once it has been
    // queued for 2 minutes (checked every 30 s): the drain may wait that long before a missing message is a failure.
    drainLimitMs: 180_000,
  },
  nats: {
    title: 'restart NATS',
    description: 'nats-server stopped and started again on the same port: every RPC connection is cut.',
    inject: ({ nats }) => nats.restart(),
    recover: allReady,
  },
  'nats-outage': {
    title: `NATS down for ${NATS_OUTAGE_MS / 1000} s`,
    description:
      `nats-server stopped, and started again on the same port ${NATS_OUTAGE_MS / 1000} s later (a longer outage: ` +
      'a node replaced, a network partition); every app has to reconnect by itself.',
    inject: async ({ nats }) => {
      await nats.stop();
      await sleep(NATS_OUTAGE_MS);
      await nats.start();
    },
    recover: allReady,
  },
};

/** The full suite: every service killed once, a gateway, and each piece of infrastructure restarted. */
const FULL = [
  'registration-1',
  'payment',
  'attendance',
  'leads',
  'notification',
  'gateway-1',
  'postgres',
  'redis',
  'nats',
  'nats-outage',
];
/** --short (CI): the faults with the most at stake; payment, attendance and leads are killed in the full run only. */
const SHORT = ['registration-1', 'notification', 'gateway-1', 'postgres', 'redis', 'nats'];

export function faultPlan({ short, only }) {
  const names = only ?? (short ? SHORT : FULL);
  return names.map((name) => {
    const fault = FAULTS[name];
    if (!fault) throw new Error(`unknown fault ${name} (one of ${Object.keys(FAULTS).join(', ')})`);
    return { name, ...fault };
  });
}
