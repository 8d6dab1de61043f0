import Redis from 'ioredis';
import { startPrivateRedis, type PrivateRedis } from '@eventdesk/testing';
import { describeRedisDurability } from './redis-durability';

describe('describeRedisDurability (a private redis-server)', () => {
  let server: PrivateRedis;
  let redis: Redis;

  beforeAll(async () => {
    server = await startPrivateRedis();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.kill();
  });

  it('calls a Redis that keeps nothing on disk and evicts unsafe, naming both', async () => {
    await redis.config('SET', 'appendonly', 'no');
    await redis.config('SET', 'maxmemory-policy', 'allkeys-lru');
    const result = await describeRedisDurability(redis);
    expect(result.safe).toBe(false);
    expect(result.line).toMatch(/keeps nothing on disk/);
    expect(result.line).toMatch(/maxmemory-policy is allkeys-lru/);
  });

  it('calls AOF with noeviction safe', async () => {
    await redis.config('SET', 'appendonly', 'yes');
    await redis.config('SET', 'maxmemory-policy', 'noeviction');
    expect(await describeRedisDurability(redis)).toEqual({
      safe: true,
      line: expect.stringMatching(/appendonly yes, maxmemory-policy noeviction/),
    });
  });

  it('says it cannot tell when CONFIG is refused (as managed Redis often does)', async () => {
    const restricted = new Redis(server.url);
    await restricted.call('CLIENT', 'SETNAME', 'restricted');
    // ACL: a user without CONFIG, as a managed service hands out.
    await redis.call('ACL', 'SETUSER', 'app', 'on', '>app-password', '~*', '+@all', '-config');
    await restricted.call('AUTH', 'app', 'app-password');
    const result = await describeRedisDurability(restricted);
    restricted.disconnect();
    expect(result.safe).toBe(false);
    expect(result.line).toMatch(/cannot read its configuration/);
  });
});
