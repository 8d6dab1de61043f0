import { Transport, type NatsOptions } from '@nestjs/microservices';
import type { ServiceName } from '@eventdesk/contracts';
import { natsConnectionFromUrl } from './nats-url';

/**
 * How a lost NATS connection comes back. nats.js gives up after 10 attempts 2 s apart: measured by the fault suite
 * (tools/faults, "NATS down for 30 s"), every app then stayed up and ready while answering each request with 503
 * for good. So: never give up, and try every 250-500 ms, so a restarted server is used again within half a second
 * (it was 2.1 s of 503s after a NATS restart).
 */
export const NATS_RECONNECT = {
  maxReconnectAttempts: -1,
  reconnectTimeWait: 250,
  reconnectJitter: 250,
} as const;

/**
 * Every replica of a service subscribes in one queue group, so each request is handled exactly once while
 * N replicas share the load (DESIGN.md: not TCP, not the Redis transport).
 */
export function natsServerOptions(service: ServiceName, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: {
      ...natsConnectionFromUrl(natsUrl),
      ...NATS_RECONNECT,
      queue: service,
      name: `${service}-server`,
    },
  };
}

export function natsClientOptions(name: string, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { ...natsConnectionFromUrl(natsUrl), ...NATS_RECONNECT, name },
  };
}
