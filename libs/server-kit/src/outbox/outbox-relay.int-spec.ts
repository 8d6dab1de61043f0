import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineEvent, eventConsumers, eventQueueName } from '@eventdesk/contracts';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { KIT_SCHEMA, kitOrmConfig } from '../../test/kit-test-orm';
import { EventPublisher } from './event-publisher';
import { OutboxEvent } from './outbox-event.entity';
import { runWithCorrelationId } from '../context/correlation';
import { OutboxRelay } from './outbox-relay';
import { recordEvent } from './outbox-writer';

const EVENT = 'registration.created.v1';
const testEvent = defineEvent(EVENT, z.object({ registrationId: z.number() }));

describe('outbox relay (real PostgreSQL and Redis)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  const prefix = testQueuePrefix('outbox');

  beforeAll(async () => {
    orm = await createTestOrm(kitOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, prefix);
  });
  afterAll(async () => {
    for (const consumer of eventConsumers[EVENT] ?? []) {
      await publisher.queue(consumer, EVENT).obliterate({ force: true });
    }
    await publisher.close();
    await orm.close();
  });
  beforeEach(() => truncateSchema(orm, KIT_SCHEMA));

  async function recordOne(registrationId: number): Promise<{ id: string }> {
    const id = await orm.em.fork().transactional((em) => recordEvent(em, testEvent, { registrationId }));
    return { id };
  }

  it('publishes each row once per consumer queue with the event id as the job id', async () => {
    const event = await recordOne(7);
    const relay = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 });
    expect(await relay.relayBatch()).toBe(1);
    expect(await relay.relayBatch()).toBe(0);
    const queue = publisher.queue('notification', EVENT);
    expect(queue.name).toBe(eventQueueName('notification', EVENT));
    const job = await queue.getJob(event.id);
    const stored = await orm.em.fork().findOneOrFail(OutboxEvent, event.id);
    expect(job?.data).toEqual({
      id: event.id,
      name: EVENT,
      occurredAt: stored.createdAt.toISOString(),
      payload: { registrationId: 7 },
    });
    expect(stored.publishedAt).toBeInstanceOf(Date);
  });

  it('carries the correlation id of the request that wrote the event', async () => {
    const id = await runWithCorrelationId('corr-relay-1', () =>
      orm.em.fork().transactional((em) => recordEvent(em, testEvent, { registrationId: 11 })),
    );
    expect(await new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 }).relayBatch()).toBe(1);
    const job = await publisher.queue('notification', EVENT).getJob(id);
    expect(job?.data).toMatchObject({ id, correlationId: 'corr-relay-1', payload: { registrationId: 11 } });
  });

  it('publishes the oldest rows first, a batch at a time, and marks only what it published', async () => {
    const events = [];
    for (let i = 0; i < 5; i += 1) {
      events.push(await recordOne(200 + i));
    }
    const relay = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 2 });
    expect(await relay.relayBatch()).toBe(2);
    const published = await orm.em
      .fork()
      .find(OutboxEvent, { publishedAt: { $ne: null } }, { orderBy: { createdAt: 'asc' } });
    expect(published.map((row) => row.id)).toEqual(events.slice(0, 2).map((event) => event.id));
    expect(await relay.relayBatch()).toBe(2);
    expect(await relay.relayBatch()).toBe(1);
    expect(await relay.relayBatch()).toBe(0);
  });

  it('does not enqueue a second job when a row is published again (crash between publish and commit)', async () => {
    const event = await recordOne(8);
    const relay = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 });
    await relay.relayBatch();
    await orm.em.fork().nativeUpdate(OutboxEvent, { id: event.id }, { publishedAt: null });
    expect(await relay.relayBatch()).toBe(1);
    const queue = publisher.queue('notification', EVENT);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((job) => job.id === event.id)).toHaveLength(1);
  });

  it('keeps the event in the outbox while Redis is unreachable and delivers it when Redis answers', async () => {
    const event = await recordOne(9);
    const deadRedis = new EventPublisher('redis://127.0.0.1:1', prefix);
    const blockedRelay = new OutboxRelay(orm, deadRedis, { intervalMs: 1000, batchSize: 10 });
    expect(await blockedRelay.relayBatch()).toBe(0);
    await deadRedis.close();
    const waiting = await orm.em.fork().findOneOrFail(OutboxEvent, event.id);
    expect(waiting.publishedAt).toBeNull();
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toBeTruthy();

    expect(await new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 }).relayBatch()).toBe(1);
    expect(await publisher.queue('notification', EVENT).getJob(event.id)).toBeDefined();
  });

  it('lets two relays run side by side without publishing a row twice', async () => {
    for (let i = 0; i < 30; i += 1) {
      await recordOne(100 + i);
    }
    const a = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 });
    const b = new OutboxRelay(orm, publisher, { intervalMs: 1000, batchSize: 10 });
    let total = 0;
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await Promise.all([a.relayBatch(), b.relayBatch()]);
      total += x + y;
    }
    expect(total).toBe(30);
  });
});
