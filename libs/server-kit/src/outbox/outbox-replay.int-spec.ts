import type { MikroORM } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { z } from 'zod';
import { defineEvent, eventConsumers } from '@eventdesk/contracts';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { KIT_SCHEMA, kitOrmConfig } from '../../test/kit-test-orm';
import { EventPublisher } from './event-publisher';
import { OutboxEvent } from './outbox-event.entity';
import { OutboxRelay } from './outbox-relay';
import { recordEvent } from './outbox-writer';

const EVENT = 'registration.created.v1';
const testEvent = defineEvent(EVENT, z.object({ registrationId: z.number() }));

/** Issue 13: Redis restarted without persistence (here: every key of the test prefix deleted) loses jobs. */
describe('outbox replay when Redis lost its data (real PostgreSQL and Redis)', () => {
  let orm: MikroORM;
  let publisher: EventPublisher;
  let redis: Redis;
  const prefix = testQueuePrefix('replay');
  const relay = () =>
    new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100, epochCheckMs: 0 });

  beforeAll(async () => {
    orm = await createTestOrm(kitOrmConfig);
    publisher = new EventPublisher(TEST_REDIS_URL, prefix);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await forgetRedis();
    await publisher.close();
    redis.disconnect();
    await orm.close();
  });
  beforeEach(async () => {
    await truncateSchema(orm, KIT_SCHEMA);
    await forgetRedis();
  });

  /** What a Redis restart without persistence does to our keys. */
  async function forgetRedis(): Promise<void> {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
  }

  async function recordPublished(registrationId: number, hoursAgo: number): Promise<string> {
    const id = await orm.em.fork().transactional((em) => recordEvent(em, testEvent, { registrationId }));
    await orm.em
      .fork()
      .nativeUpdate(OutboxEvent, { id }, { publishedAt: new Date(Date.now() - hoursAgo * 3_600_000) });
    return id;
  }

  const jobIds = async () => {
    const ids = new Set<string>();
    for (const consumer of eventConsumers[EVENT] ?? []) {
      const jobs = await publisher
        .queue(consumer, EVENT)
        .getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
      for (const job of jobs) {
        ids.add(`${consumer}:${job.id}`);
      }
    }
    return ids;
  };

  it('records the first epoch, replays nothing while Redis keeps its data, and replays the window after a loss', async () => {
    const recent = await recordPublished(1, 2);
    const old = await recordPublished(2, 30);
    const first = relay();
    expect(await first.checkRedisEpoch()).toBe(0);
    expect(await first.checkRedisEpoch()).toBe(0);
    // A restarted relay process compares with what the schema stored, not with its memory.
    expect(await relay().checkRedisEpoch()).toBe(0);

    await forgetRedis();
    const after = relay();
    expect(await after.checkRedisEpoch()).toBe(1);
    const rows = await orm.em.fork().find(OutboxEvent, {}, { orderBy: { createdAt: 'asc' } });
    expect(rows.find((r) => r.id === recent)?.publishedAt).toBeNull();
    expect(rows.find((r) => r.id === old)?.publishedAt).toBeInstanceOf(Date);

    expect(await after.relayBatch()).toBe(1);
    const consumers = eventConsumers[EVENT] ?? [];
    expect(consumers.length).toBeGreaterThan(0);
    expect(await jobIds()).toEqual(new Set(consumers.map((c) => `${c}:${recent}`)));
    // The first relay, still running with the old epoch in memory, sees the new one and does not replay again.
    expect(await first.checkRedisEpoch()).toBe(0);
  });

  it('lets exactly one of two replicas replay', async () => {
    for (let i = 0; i < 20; i += 1) {
      await recordPublished(10 + i, 1);
    }
    await relay().checkRedisEpoch();
    await forgetRedis();
    const counts = await Promise.all([relay().checkRedisEpoch(), relay().checkRedisEpoch()]);
    expect(counts.sort((a, b) => a - b)).toEqual([0, 20]);
  });

  it('keeps unpublished and recent rows and deletes rows and marks past the retention', async () => {
    const fresh = await recordPublished(1, 24 * 6);
    const stale = await recordPublished(2, 24 * 8);
    const unpublishedOld = await orm.em
      .fork()
      .transactional((em) => recordEvent(em, testEvent, { registrationId: 3 }));
    await orm.em
      .fork()
      .nativeUpdate(
        OutboxEvent,
        { id: unpublishedOld },
        { createdAt: new Date(Date.now() - 30 * 86_400_000) },
      );
    await orm.em.fork().execute(
      `insert into "${KIT_SCHEMA}"."processed_event" ("event_id", "consumer", "processed_at")
       values (?, 'notification', now() - interval '8 days'), (?, 'notification', now())`,
      [stale, fresh],
    );

    expect(await relay().prune()).toBe(2);
    const left = (await orm.em.fork().find(OutboxEvent, {})).map((r) => r.id).sort();
    expect(left).toEqual([fresh, unpublishedOld].sort());
    const marks = await orm.em
      .fork()
      .execute<Array<{ event_id: string }>>(`select "event_id" from "${KIT_SCHEMA}"."processed_event"`);
    expect(marks.map((m) => m.event_id)).toEqual([fresh]);
  });
});
