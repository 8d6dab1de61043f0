import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { KIT_SCHEMA, kitOrmConfig } from '../../test/kit-test-orm';
import { DomainError } from '../errors/domain-error';
import { EventPublisher } from '../outbox/event-publisher';
import { OutboxRelay } from '../outbox/outbox-relay';
import { runIdempotent } from './idempotency';

/** Issue 13: a client that retries a creating request after a lost answer gets the first answer. */
describe('runIdempotent (real PostgreSQL)', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(kitOrmConfig);
  });
  afterAll(() => orm.close());
  beforeEach(() => truncateSchema(orm, KIT_SCHEMA));

  const sideEffects = async () =>
    (
      await orm.em
        .fork()
        .execute<Array<{ note: string }>>(`select "note" from "${KIT_SCHEMA}"."side_effect" order by "id"`)
    ).map((row) => row.note);

  /** A creating request: one row and an answer naming it, in one transaction. */
  const create = (key: string | undefined, request: unknown, pause?: Promise<void>) =>
    createReporting(key, request, pause).then((outcome) => outcome.value);
  const createReporting = (key: string | undefined, request: unknown, pause?: Promise<void>) =>
    orm.em.fork().transactional((tx: EntityManager) =>
      runIdempotent(tx, { schema: KIT_SCHEMA, scope: 'thing.create', key, request }, async () => {
        const [row] = await tx.execute<Array<{ id: number }>>(
          `insert into "${KIT_SCHEMA}"."side_effect" ("note") values (?) returning "id"`,
          [JSON.stringify(request)],
        );
        await pause;
        return { id: row?.id, created: true };
      }),
    );

  it('answers a repeat from the stored answer and creates once; no key creates every time', async () => {
    const first = await createReporting('key-aaaaaaaa', { name: 'Priya', pkg: 'gold' });
    const again = await createReporting('key-aaaaaaaa', { pkg: 'gold', name: 'Priya' });
    expect(again).toEqual({ value: first.value, replayed: true });
    expect(first.replayed).toBe(false);
    expect(await sideEffects()).toHaveLength(1);
    await create(undefined, { name: 'Priya' });
    await create(undefined, { name: 'Priya' });
    expect(await sideEffects()).toHaveLength(3);
  });

  it('makes a concurrent repeat wait for the first and return its answer', async () => {
    let release = () => undefined as void;
    const pause = new Promise<void>((resolve) => (release = resolve));
    const firstCall = create('key-bbbbbbbb', { name: 'Arun' }, pause);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const repeat = create('key-bbbbbbbb', { name: 'Arun' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [a, b] = await Promise.all([firstCall, repeat]);
    expect(b).toEqual(a);
    expect(await sideEffects()).toHaveLength(1);
  });

  it('runs the work again when the first attempt failed (its key rolled back)', async () => {
    await expect(
      orm.em.fork().transactional((tx: EntityManager) =>
        runIdempotent(
          tx,
          { schema: KIT_SCHEMA, scope: 'thing.create', key: 'key-cccccccc', request: {} },
          () => {
            throw new DomainError('SOLD_OUT', 'Sold out');
          },
        ),
      ),
    ).rejects.toThrow('Sold out');
    expect(await create('key-cccccccc', {})).toMatchObject({ created: true });
    expect(await sideEffects()).toHaveLength(1);
  });

  it('refuses a key reused for another request, and keeps keys of different scopes apart', async () => {
    await create('key-dddddddd', { name: 'Meena' });
    await expect(create('key-dddddddd', { name: 'Someone else' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await orm.em
      .fork()
      .transactional((tx: EntityManager) =>
        runIdempotent(
          tx,
          { schema: KIT_SCHEMA, scope: 'other.create', key: 'key-dddddddd', request: { x: 1 } },
          async () => 1,
        ),
      );
    expect(await sideEffects()).toHaveLength(1);
  });

  it('forgets keys after 24 hours (the relay prunes them)', async () => {
    await create('key-eeeeeeee', { n: 1 });
    await create('key-ffffffff', { n: 2 });
    await orm.em
      .fork()
      .execute(
        `update "${KIT_SCHEMA}"."idempotency_key" set "created_at" = now() - interval '25 hours' where "key" = 'key-eeeeeeee'`,
      );
    const publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('idem'));
    try {
      expect(await new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 10 }).prune()).toBe(1);
    } finally {
      await publisher.close();
    }
    const keys = await orm.em
      .fork()
      .execute<Array<{ key: string }>>(`select "key" from "${KIT_SCHEMA}"."idempotency_key"`);
    expect(keys.map((k) => k.key)).toEqual(['key-ffffffff']);
  });
});
