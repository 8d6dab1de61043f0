import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import { KIT_SCHEMA, kitOrmConfig } from '../../test/kit-test-orm';
import { applyOnce, runOnce } from './run-once';

describe('runOnce (processed_event dedupe)', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await createTestOrm(kitOrmConfig);
  });
  afterAll(() => orm.close());
  beforeEach(() => truncateSchema(orm, KIT_SCHEMA));

  const envelope = () => ({
    id: randomUUID(),
    name: 'registration.created.v1',
    occurredAt: new Date().toISOString(),
    payload: {},
  });
  const sideEffects = async () =>
    Number(
      (
        (await orm.em
          .getConnection()
          .execute(`select count(*)::int as n from "${KIT_SCHEMA}"."side_effect"`)) as Array<{ n: number }>
      )[0]?.n,
    );
  const work = (note: string) => async (tx: Parameters<Parameters<typeof runOnce>[3]>[0]) => {
    await tx
      .getConnection()
      .execute(
        `insert into "${KIT_SCHEMA}"."side_effect" (note) values (?)`,
        [note],
        'run',
        tx.getTransactionContext(),
      );
  };

  it('runs the work for the first delivery only', async () => {
    const event = envelope();
    expect(await runOnce(orm.em, event, 'test', work('first'))).toBe(true);
    expect(await runOnce(orm.em, event, 'test', work('second'))).toBe(false);
    expect(await sideEffects()).toBe(1);
  });

  it('rolls back the marker when the work fails, so a retry runs it', async () => {
    const event = envelope();
    await expect(
      runOnce(orm.em, event, 'test', async (tx) => {
        await work('doomed')(tx);
        throw new Error('worker died');
      }),
    ).rejects.toThrow('worker died');
    expect(await sideEffects()).toBe(0);
    expect(await runOnce(orm.em, event, 'test', work('retry'))).toBe(true);
    expect(await sideEffects()).toBe(1);
  });

  it('counts consumers separately', async () => {
    const event = envelope();
    expect(await runOnce(orm.em, event, 'a', work('a'))).toBe(true);
    expect(await runOnce(orm.em, event, 'b', work('b'))).toBe(true);
  });

  describe('applyOnce (one statement)', () => {
    const insertSideEffect = `insert into "${KIT_SCHEMA}"."side_effect" (note)
      select $3 where exists (select 1 from first_delivery)`;
    const once = (eventId: string, consumer = 'test') => ({ schema: KIT_SCHEMA, eventId, consumer });

    it('applies the statement for the first delivery only, concurrent redeliveries included', async () => {
      const event = envelope();
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          applyOnce(orm.em, once(event.id), insertSideEffect, [`try ${i}`]),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await sideEffects()).toBe(1);
      expect(await applyOnce(orm.em, once(event.id), insertSideEffect, ['late'])).toBe(false);
      expect(await sideEffects()).toBe(1);
    });

    it('keeps no marker when the statement fails, so a retry applies it; consumers count separately', async () => {
      const event = envelope();
      await expect(
        applyOnce(
          orm.em,
          once(event.id),
          `insert into "${KIT_SCHEMA}"."side_effect" (note) select $3::int::text where exists (select 1 from first_delivery)`,
          ['not a number'],
        ),
      ).rejects.toThrow();
      expect(await sideEffects()).toBe(0);
      expect(await applyOnce(orm.em, once(event.id), insertSideEffect, ['retry'])).toBe(true);
      expect(await applyOnce(orm.em, once(event.id, 'other'), insertSideEffect, ['other'])).toBe(true);
      expect(await sideEffects()).toBe(2);
    });
  });
});
