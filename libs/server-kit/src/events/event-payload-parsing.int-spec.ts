import { Injectable, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import {
  eventQueueName,
  paymentCompletedEvent,
  staffUserChangedEvent,
  type EventEnvelope,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix } from '@eventdesk/testing';
import { kitOrmConfig } from '../../test/kit-test-orm';
import { EventPublisher, eventJobOptions } from '../outbox/event-publisher';
import { EventBusModule, EventWorkers } from './event-bus.module';
import { OnEvent } from './on-event.decorator';

jest.setTimeout(30_000);

/** The leads service's subscriptions (the boot check wants a handler for each); records what reaches them. */
@Injectable()
class RecordingConsumer {
  readonly received: Array<EventEnvelope<PaymentCompletedPayload>> = [];

  @OnEvent(paymentCompletedEvent)
  async onPaymentCompleted(envelope: EventEnvelope<PaymentCompletedPayload>): Promise<void> {
    this.received.push(envelope);
  }

  @OnEvent(staffUserChangedEvent, { concurrency: 3 })
  onStaffUserChanged(): Promise<void> {
    return Promise.resolve();
  }
}

@Module({})
class TestOrmModule {}

@Module({})
class LeadsEventsModule {
  static with(orm: MikroORM): DynamicModule {
    return {
      module: LeadsEventsModule,
      imports: [
        // Global, as MikroOrmModule is in the services: the bus's relay needs the ORM.
        {
          module: TestOrmModule,
          global: true,
          providers: [{ provide: MikroORM, useValue: orm }],
          exports: [MikroORM],
        },
        EventBusModule.forRoot({
          service: 'leads',
          redisUrl: TEST_REDIS_URL,
          queuePrefix: testQueuePrefix('event-parsing'),
          relayIntervalMs: 60_000,
        }),
      ],
      providers: [RecordingConsumer],
    };
  }
}

const paid: PaymentCompletedPayload = {
  paymentId: 1,
  registrationId: 42,
  registrationRef: 'abcdefghijklmnopqrstuv',
  amount: 3600,
  method: 'upi',
  provider: null,
  transactionId: null,
  completedAt: '2026-10-01T10:00:00.000Z',
  confirmedBy: 'meena',
  fullName: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  package: 'gold',
  ticketNumber: 1,
  language: 'en',
};

const envelope = (payload: unknown): EventEnvelope => ({
  id: randomUUID(),
  name: paymentCompletedEvent.name,
  occurredAt: new Date().toISOString(),
  payload,
});

/** The event workers of a service, on real Redis queues: the payload is parsed before any handler sees it. */
describe('event payload parsing (real Redis and BullMQ workers)', () => {
  let orm: MikroORM;
  let app: INestApplicationContext;
  let publisher: EventPublisher;
  let consumer: RecordingConsumer;

  beforeAll(async () => {
    orm = await createTestOrm(kitOrmConfig);
    app = await NestFactory.createApplicationContext(LeadsEventsModule.with(orm), {
      logger: false,
      abortOnError: false,
    });
    publisher = app.get(EventPublisher);
    consumer = app.get(RecordingConsumer);
  });
  afterAll(async () => {
    for (const definition of [paymentCompletedEvent, staffUserChangedEvent]) {
      await publisher
        ?.queue('leads', definition.name)
        .obliterate({ force: true })
        .catch(() => undefined);
    }
    await app?.close();
    await orm?.close();
  });

  /** Polls the job until it has finished one way or the other. */
  async function settled(id: string): Promise<Job> {
    const queue = publisher.queue('leads', paymentCompletedEvent.name);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const job = await queue.getJob(id);
      if (job && ((await job.isCompleted()) || (await job.isFailed()))) {
        // Read again: the copy above may predate the move that wrote the failure's reason.
        return (await queue.getJob(id))!;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} did not finish`);
  }

  it('hands the handler the parsed payload', async () => {
    const event = envelope(paid);
    await publisher.publish(event);
    expect(await (await settled(event.id)).isCompleted()).toBe(true);
    expect(consumer.received.find((one) => one.id === event.id)?.payload).toEqual(paid);
  });

  it('fails a payload outside its contract at once, with the reason, and never calls the handler', async () => {
    const { registrationId: _left, ...withoutRegistration } = paid;
    const event = envelope({ ...withoutRegistration, method: 'cheque' });
    await publisher.publish(event);
    const job = await settled(event.id);
    expect(await job.isFailed()).toBe(true);
    // One try of the five a job is given (failed, not delayed for a retry): retrying cannot make it valid.
    expect(eventJobOptions.attempts).toBe(5);
    expect(job.attemptsStarted).toBe(1);
    expect(job.failedReason).toContain('payload outside its contract');
    expect(job.failedReason).toMatch(/registrationId: .*method: /);
    expect(consumer.received.map((one) => one.id)).not.toContain(event.id);
  });

  it('refuses it the same way when a test drives the worker by hand', async () => {
    const workers = app.get(EventWorkers);
    const handler = workers.handlers.get(paymentCompletedEvent.name)!;
    const event = envelope({ ...paid, amount: '3600' });
    await expect(
      workers.process({ data: event, attemptsMade: 0, opts: { attempts: 5 } }, handler),
    ).rejects.toMatchObject({ name: 'UnrecoverableError', message: expect.stringContaining('amount') });
    expect(consumer.received.map((one) => one.id)).not.toContain(event.id);
  });

  it('runs each event’s worker at its handler’s concurrency, or the bus’s default', () => {
    const workers = app.get(EventWorkers);
    expect(workers.handlers.get(staffUserChangedEvent.name)?.concurrency).toBe(3);
    expect(workers.handlers.get(paymentCompletedEvent.name)?.concurrency).toBeUndefined();
    const running = new Map(workers['workers'].map((worker) => [worker.name, worker.concurrency]));
    expect(running.get(eventQueueName('leads', staffUserChangedEvent.name))).toBe(3);
    expect(running.get(eventQueueName('leads', paymentCompletedEvent.name))).toBe(5);
  });
});
