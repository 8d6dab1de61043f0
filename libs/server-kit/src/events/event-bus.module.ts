import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  Optional,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  eventConsumers,
  eventEnvelope,
  eventQueueName,
  type EventDefinition,
  type EventEnvelope,
  type ServiceName,
} from '@eventdesk/contracts';
import { runWithCorrelationId } from '../context/correlation';
import { observeJobDurations } from '../metrics/job-metrics';
import { Metrics } from '../metrics/metrics';
import { QueueJobGauges } from '../metrics/queue-metrics';
import { EventPublisher } from '../outbox/event-publisher';
import { OutboxRelay } from '../outbox/outbox-relay';
import { redisOptions } from '../queue/redis-options';
import { eventProducerProviders } from './event-producer.module';
import { OnEventMetadata, type EventDelivery } from './on-event.decorator';

export interface EventBusOptions {
  service: ServiceName;
  redisUrl: string;
  queuePrefix: string;
  /** Parallel jobs per event queue in this process. */
  concurrency?: number;
  relayIntervalMs?: number;
  /** Start workers and the relay (false in tests that drive them by hand). */
  autoStart?: boolean;
}

export const EVENT_BUS_OPTIONS = Symbol('EVENT_BUS_OPTIONS');

/**
 * A job whose worker died (kill -9, a lost node) is taken up again once its lock lapses and the next stalled-job
 * check sees it. BullMQ's defaults (30 s lock, a check every 30 s) left a registration's e-mail and a ticket's
 * messages waiting more than a minute after a kill -9 of notification-service (tools/faults); these bound it to
 * about 20 s, as the ticket message queues do. A live worker renews its lock every 7.5 s, so long jobs are safe.
 */
export const EVENT_JOB_LOCK = { lockDuration: 15_000, stalledInterval: 5_000 } as const;

/** An @OnEvent method found at boot, with the event it was declared for. */
export interface EventHandler {
  definition: EventDefinition;
  concurrency?: number;
  handle: (event: EventEnvelope, delivery: EventDelivery) => Promise<unknown>;
}

/** Finds @OnEvent handlers, checks them against the subscription table and runs one BullMQ worker per event. */
@Injectable()
export class EventWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventWorkers');
  private readonly workers: Worker[] = [];
  readonly handlers = new Map<string, EventHandler>();

  constructor(
    @Inject(EVENT_BUS_OPTIONS) private readonly options: EventBusOptions,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly relay: OutboxRelay,
    private readonly publisher: EventPublisher,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    this.collectHandlers();
    if (this.options.autoStart === false) {
      return;
    }
    this.relay.start();
    for (const [eventName, handler] of this.handlers) {
      const worker = new Worker(
        eventQueueName(this.options.service, eventName),
        (job: Job) => this.process(job, handler),
        {
          connection: redisOptions(this.options.redisUrl, 'worker'),
          prefix: this.options.queuePrefix,
          concurrency: handler.concurrency ?? this.options.concurrency ?? 5,
          ...EVENT_JOB_LOCK,
        },
      );
      worker.on('failed', (job, error) =>
        this.logger.warn(
          { jobId: job?.id, attempts: job?.attemptsMade, err: error.message },
          `event job failed: ${eventName}`,
        ),
      );
      worker.on('error', (error) => this.logger.warn(`worker error (${eventName}): ${error.message}`));
      observeJobDurations(worker, this.metrics);
      this.workers.push(worker);
    }
  }

  /** Runs one job's handler; exported for tests that process a job twice to prove idempotency. */
  async process(job: Pick<Job, 'data' | 'attemptsMade' | 'opts'>, handler: EventHandler): Promise<unknown> {
    const event = this.parseEvent(job.data, handler.definition);
    const attempt = job.attemptsMade + 1;
    const delivery = { attempt, isFinalAttempt: attempt >= (job.opts.attempts ?? 1) };
    return runWithCorrelationId(event.correlationId, async () => {
      const result = await handler.handle(event, delivery);
      this.logger.log({ eventId: event.id, attempt }, `handled ${event.name}`);
      return result;
    });
  }

  /**
   * The envelope with its payload parsed by the event's schema. A shape the contract refuses cannot heal on a
   * retry, so it fails the job for good at once (UnrecoverableError: no more tries; the job stays in the failed
   * set as a dead letter with the reason, and counts as failed) instead of after every backoff.
   */
  private parseEvent(data: unknown, definition: EventDefinition): EventEnvelope {
    const envelope = eventEnvelope.safeParse(data);
    if (!envelope.success) {
      throw this.refuse(data, definition, `not an event envelope (${issuesOf(envelope.error)})`);
    }
    if (envelope.data.name !== definition.name) {
      throw this.refuse(data, definition, `an envelope of ${envelope.data.name} on this queue`);
    }
    const payload = definition.payload.safeParse(envelope.data.payload);
    if (!payload.success) {
      throw this.refuse(data, definition, `payload outside its contract (${issuesOf(payload.error)})`);
    }
    return { ...envelope.data, payload: payload.data };
  }

  private refuse(data: unknown, definition: EventDefinition, reason: string): UnrecoverableError {
    const eventId = (data as { id?: unknown } | null)?.id;
    this.logger.error({ eventId, event: definition.name }, `event refused, not retried: ${reason}`);
    return new UnrecoverableError(`${definition.name} refused: ${reason}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await Promise.all(this.workers.map((worker) => worker.close()));
    await this.publisher.close();
  }

  private collectHandlers(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') {
        continue;
      }
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const metadata = this.discovery.getMetadataByDecorator(OnEventMetadata, wrapper, method);
        if (!metadata) {
          continue;
        }
        const { definition, concurrency } = metadata;
        if (this.handlers.has(definition.name)) {
          throw new Error(`Two handlers for ${definition.name} in ${this.options.service}`);
        }
        const fn = instance[method] as EventHandler['handle'];
        this.handlers.set(definition.name, { definition, concurrency, handle: fn.bind(instance) });
      }
    }
    // Fail at boot, like immich does for jobs: a subscription without a handler would silently drop events.
    for (const [eventName, consumers] of Object.entries(eventConsumers)) {
      if (consumers.includes(this.options.service) && !this.handlers.has(eventName)) {
        throw new Error(`${this.options.service} subscribes to ${eventName} but has no @OnEvent handler`);
      }
    }
    for (const eventName of this.handlers.keys()) {
      if (!(eventConsumers[eventName] ?? []).includes(this.options.service)) {
        throw new Error(`${this.options.service} handles ${eventName} but is not listed as its consumer`);
      }
    }
  }
}

@Global()
@Module({})
export class EventBusModule {
  static forRoot(options: EventBusOptions): DynamicModule {
    return {
      module: EventBusModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENT_BUS_OPTIONS, useValue: options },
        ...eventProducerProviders(options),
        EventWorkers,
        {
          provide: QueueJobGauges,
          useFactory: (metrics?: Metrics) => metrics && new QueueJobGauges(metrics, options),
          // Optional: a test module may build the bus without the app's MetricsModule.
          inject: [{ token: Metrics, optional: true }],
        },
      ],
      exports: [EventPublisher, OutboxRelay, EventWorkers],
    };
  }
}

/** Where and why a schema refused a value, without the value (payloads carry personal data). */
function issuesOf(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}
