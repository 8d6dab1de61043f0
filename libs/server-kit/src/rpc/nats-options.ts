import { Transport, type NatsOptions } from '@nestjs/microservices';
import type { ServiceName } from '@eventdesk/contracts';

/**
 * Every replica of a service subscribes in one queue group, so each request is handled exactly once while
 * N replicas share the load (DESIGN.md: not TCP, not the Redis transport).
 */
export function natsServerOptions(service: ServiceName, natsUrl: string): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { servers: [natsUrl], queue: service, name: `${service}-server` },
  };
}

export function natsClientOptions(name: string, natsUrl: string): NatsOptions {
  return { transport: Transport.NATS, options: { servers: [natsUrl], name } };
}
