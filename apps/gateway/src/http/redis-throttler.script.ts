import type Redis from 'ioredis';
import type { ThrottlerStorage } from '@nestjs/throttler';

/** What ThrottlerStorage.increment answers (the type is not exported by @nestjs/throttler). */
export type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One hit, atomically, in one round trip. KEYS[1] counts the hits of the current window; ARGV: window (ms), limit,
 * block duration (ms). A fixed window (INCR, expiry set on the first hit) rather than the in-memory storage's list of
 * hit times: one integer per key and address instead of up to `limit` entries. Blocking follows the in-memory
 * storage: with a block duration, the hit that passes the limit blocks the key for that long, hits are not counted
 * while blocked, and the first hit after the block starts a new window at 1 (so the counter simply lives as long as
 * the block); without one, a hit at the limit is refused and not counted. Time is Redis's clock, so replicas whose
 * clocks differ still share one window.
 * Answer: [hits, ms until the window (or block) ends, blocked 0/1, ms until the block ends].
 */
const HIT_SCRIPT = `
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if (block > 0 and hits > limit) or (block <= 0 and hits >= limit) then
  local left = redis.call('PTTL', KEYS[1])
  if block > 0 then
    return {hits, left, 1, left}
  end
  return {hits + 1, left, 1, left}
end
hits = redis.call('INCR', KEYS[1])
if hits == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
if block > 0 and hits > limit then
  redis.call('PEXPIRE', KEYS[1], block)
  return {hits, block, 1, block}
end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
  left = ttl
end
return {hits, left, 0, 0}
`;

type HitReply = [hits: number, windowLeftMs: number, blocked: 0 | 1, blockLeftMs: number];

interface WithHitCommand {
  throttleHit(key: string, ttlMs: number, limit: number, blockMs: number): Promise<HitReply>;
}

/**
 * Registers the script on the connection (ioredis sends EVALSHA and falls back to EVAL when Redis does not know the
 * script, e.g. after a restart) and returns the call. Keys get the connection's key prefix.
 */
export function hitCounter(redis: Redis) {
  redis.defineCommand('throttleHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const command = redis as unknown as WithHitCommand;
  return async (key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerRecord> => {
    const [hits, windowLeftMs, blocked, blockLeftMs] = await command.throttleHit(
      key,
      ttl,
      limit,
      blockDuration,
    );
    // Seconds, rounded up, as the in-memory storage reports them (Retry-After, X-RateLimit-Reset).
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(windowLeftMs / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: blocked === 1 ? Math.ceil(blockLeftMs / 1000) : 0,
    };
  };
}
