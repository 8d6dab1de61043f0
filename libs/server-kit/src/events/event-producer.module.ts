import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Metrics } from '../metrics/metrics';
import { registerOutboxGauges } from '../metrics/outbox-metrics';
import { EventPublisher } from '../outbox/event-publisher';
import { OutboxRelay } from '../outbox/outbox-relay';

export interface EventProducerOptions {
  redisUrl: string;
  queuePrefix: string;
  relayIntervalMs?: number;
  /** Start the relay (false in tests that drive it by hand). */
  autoStart?: boolean;
}

const OUTBOX_GAUGES = Symbol('OUTBOX_GAUGES');

/** The publisher and the outbox relay of this process's schema; shared by the producer-only and the full bus. */
export function eventProducerProviders(options: EventProducerOptions): Provider[] {
  return [
    {
      provide: EventPublisher,
      useFactory: () => new EventPublisher(options.redisUrl, options.queuePrefix),
    },
    {
      provide: OutboxRelay,
      useFactory: (orm: MikroORM, publisher: EventPublisher) =>
        new OutboxRelay(orm, publisher, { intervalMs: options.relayIntervalMs ?? 500, batchSize: 100 }),
      inject: [MikroORM, EventPublisher],
    },
    {
      provide: OUTBOX_GAUGES,
      // The value says whether the gauges were registered.
      useFactory: (relay: OutboxRelay, metrics?: Metrics): boolean => {
        if (metrics) {
          registerOutboxGauges(metrics, relay);
        }
        return Boolean(metrics);
      },
      // Optional: a test module may build the bus without the app's MetricsModule.
      inject: [OutboxRelay, { token: Metrics, optional: true }],
    },
  ];
}

const EVENT_PRODUCER_OPTIONS = Symbol('EVENT_PRODUCER_OPTIONS');

/** Runs the relay for the life of a process that writes events but consumes none. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_PRODUCER_OPTIONS) private readonly options: EventProducerOptions,
    private readonly relay: OutboxRelay,
    private readonly publisher: EventPublisher,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.autoStart !== false) {
      this.relay.start();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.publisher.close();
  }
}

/**
 * The outbox relay without event workers, for a producer that is not a service of the event table (the gateway
 * writes staff-user events in its identity schema and subscribes to nothing). Services use EventBusModule.
 */
@Global()
@Module({})
export class EventProducerModule {
  static forRoot(options: EventProducerOptions): DynamicModule {
    return {
      module: EventProducerModule,
      providers: [
        { provide: EVENT_PRODUCER_OPTIONS, useValue: options },
        ...eventProducerProviders(options),
        OutboxRelayRunner,
      ],
      exports: [EventPublisher, OutboxRelay],
    };
  }
}
