import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER, submitIdempotently } from '@/lib/idempotent-submit';

const noWait = { sleep: () => Promise.resolve() };
const unavailable = () => new ApiError(503, '503: busy', { message: 'busy', code: 'SERVICE_UNAVAILABLE' });

describe('submitIdempotently', () => {
  it('retries a network error and a 503 with the same key, then returns the answer', async () => {
    const keys: string[] = [];
    const failures: unknown[] = [new TypeError('Failed to fetch'), unavailable()];
    const result = await submitIdempotently((headers) => {
      keys.push(headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve({ ref: 'abc' });
    }, noWait);
    expect(result).toEqual({ ref: 'abc' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never retries a 4xx (the server answered) and gives up after the last delay', async () => {
    let calls = 0;
    const conflict = new ApiError(409, '409: sold out', { message: 'Sold out', code: 'SOLD_OUT' });
    await expect(
      submitIdempotently(() => {
        calls += 1;
        return Promise.reject(conflict);
      }, noWait),
    ).rejects.toBe(conflict);
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      submitIdempotently(() => {
        calls += 1;
        return Promise.reject(unavailable());
      }, noWait),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(3);
  });

  it('uses a new key for each submission', async () => {
    const keys: string[] = [];
    const send = (headers: Record<string, string>) => {
      keys.push(headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      return Promise.resolve(1);
    };
    await submitIdempotently(send, noWait);
    await submitIdempotently(send, noWait);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('reuses the key when the visitor submits the same values again after an unknown outcome, not after an answer', async () => {
    const keys: string[] = [];
    const values = { email: 'meena@example.com', package: 'gold' };
    const failing = (headers: Record<string, string>) => {
      keys.push(headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      return Promise.reject(unavailable());
    };
    await expect(submitIdempotently(failing, { ...noWait, sameKeyFor: values })).rejects.toMatchObject({
      status: 503,
    });
    const succeeding = (headers: Record<string, string>) => {
      keys.push(headers[IDEMPOTENCY_KEY_HEADER] ?? '');
      return Promise.resolve('ok');
    };
    await submitIdempotently(succeeding, { ...noWait, sameKeyFor: { ...values } });
    // The press after the outage sends the same key; once answered, the next submission is new.
    expect(new Set(keys).size).toBe(1);
    await submitIdempotently(succeeding, { ...noWait, sameKeyFor: values });
    expect(keys.at(-1)).not.toBe(keys[0]);
    // Other values never share a key.
    await submitIdempotently(succeeding, { ...noWait, sameKeyFor: { ...values, package: 'vip' } });
    expect(new Set(keys).size).toBe(3);
  });
});
