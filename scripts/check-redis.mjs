// `npm start`: says in one line whether the Redis we were given keeps its jobs across a restart (issue 13).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const Redis = require('ioredis');
const { describeRedisDurability } = require(
  resolve(import.meta.dirname, '../dist/libs/server-kit/src/queue/redis-durability.js'),
);

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  lazyConnect: true,
  maxRetriesPerRequest: 1,
});
try {
  await redis.connect();
  const { safe, line } = await describeRedisDurability(redis);
  process.stdout.write(`${safe ? '' : 'warning: '}${line}\n`);
} catch (error) {
  process.stdout.write(`warning: Redis at ${process.env.REDIS_URL} did not answer: ${error.message}\n`);
} finally {
  redis.disconnect();
}
