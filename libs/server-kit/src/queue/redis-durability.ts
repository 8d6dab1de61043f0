import type Redis from 'ioredis';

export interface RedisDurability {
  /** True when Redis keeps its data across a restart and never evicts a key to make room. */
  safe: boolean;
  /** One line to print: what is unsafe and what it means, or that it is safe. */
  line: string;
}

const configValue = async (redis: Redis, name: string): Promise<string | null> => {
  const reply = (await redis.call('CONFIG', 'GET', name)) as string[];
  return reply[1] ?? null;
};

/**
 * Reads the persistence and eviction settings of the Redis we are given (issue 13). Jobs live only in Redis: one
 * that keeps nothing on disk loses every queued job on restart (the outbox replays its 24-hour window, the
 * delivery sweep re-queues mail), and one that evicts can drop a job silently under memory pressure. Managed
 * Redis often disables CONFIG; then we say we could not tell.
 */
export async function describeRedisDurability(redis: Redis): Promise<RedisDurability> {
  let appendOnly: string | null;
  let save: string | null;
  let policy: string | null;
  try {
    [appendOnly, save, policy] = await Promise.all([
      configValue(redis, 'appendonly'),
      configValue(redis, 'save'),
      configValue(redis, 'maxmemory-policy'),
    ]);
  } catch (error) {
    return {
      safe: false,
      line: `Redis: cannot read its configuration (${error instanceof Error ? error.message : String(error)}); make sure it persists (AOF) and uses maxmemory-policy noeviction`,
    };
  }
  const problems: string[] = [];
  if (appendOnly !== 'yes') {
    problems.push(
      save
        ? `only snapshots to disk (save "${save}", no AOF): a restart loses the jobs since the last snapshot`
        : 'keeps nothing on disk: a restart loses every queued job',
    );
  }
  if (policy !== 'noeviction') {
    problems.push(
      `maxmemory-policy is ${policy ?? 'unknown'}: under memory pressure it may drop queued jobs`,
    );
  }
  if (problems.length === 0) {
    return {
      safe: true,
      line: 'Redis: appendonly yes, maxmemory-policy noeviction (jobs survive a restart)',
    };
  }
  return {
    safe: false,
    line:
      `Redis ${problems.join('; and ')}. Events are replayed from the outboxes (24 h) and queued mail is ` +
      `re-sent by the delivery sweep, but for production set appendonly yes and maxmemory-policy noeviction`,
  };
}
