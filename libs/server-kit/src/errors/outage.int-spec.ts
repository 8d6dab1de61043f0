import Redis from 'ioredis';
import { Client } from 'pg';
import { TEST_PG_URL } from '@eventdesk/testing';
import { redisOptions } from '../queue/redis-options';
import { isOutage } from './outage';

/** The errors the drivers really throw, told apart: an outage (503) or a bug (500). */
describe('isOutage (real PostgreSQL and Redis errors)', () => {
  const failure = (work: () => Promise<unknown>) =>
    work().then(
      () => new Error('expected a failure'),
      (error: unknown) => error,
    );

  it('PostgreSQL unreachable, or its connection ended by a restart (57P01): an outage', async () => {
    const refused = await failure(async () => {
      const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:1/postgres' });
      await client.connect();
    });
    expect(isOutage(refused)).toBe(true);

    const victim = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
    const admin = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
    await victim.connect();
    await admin.connect();
    victim.on('error', () => undefined);
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      const sleeping = failure(() => victim.query('select pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      expect(isOutage(await sleeping)).toBe(true);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('Redis unreachable for a producer connection: an outage', async () => {
    const redis = new Redis(redisOptions('redis://127.0.0.1:1', 'producer'));
    redis.on('error', () => undefined);
    try {
      expect(isOutage(await failure(() => redis.get('x')))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('a bad query, a division by zero or a TypeError: not an outage', async () => {
    const client = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
    await client.connect();
    try {
      expect(isOutage(await failure(() => client.query('selec 1')))).toBe(false);
      expect(isOutage(await failure(() => client.query('select 1/0')))).toBe(false);
    } finally {
      await client.end();
    }
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isOutage('Error: Connection lost. Trying to reconnect...')).toBe(true);
  });
});
