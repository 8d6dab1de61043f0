import { parseEnv, serviceEnvSchema } from './load-env';

const good = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/eventdesk',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: 'nats://127.0.0.1:4222',
};

describe('parseEnv', () => {
  it('fills defaults', () => {
    const env = parseEnv(serviceEnvSchema(3101), good);
    expect(env.PORT).toBe(3101);
    expect(env.QUEUE_PREFIX).toBe('eventdesk');
    expect(env.MIGRATE_ON_START).toBe(true);
  });

  it('names a missing variable in one line', () => {
    const { DATABASE_URL: _omitted, ...rest } = good;
    expect(() => parseEnv(serviceEnvSchema(3101), rest)).toThrow(
      'Invalid environment: DATABASE_URL is required',
    );
  });

  it('names a bad variable', () => {
    expect(() => parseEnv(serviceEnvSchema(3101), { ...good, REDIS_URL: 'http://x', PORT: 'abc' })).toThrow(
      /PORT: .*; REDIS_URL: must be a redis:\/\/ URL/,
    );
  });
});
