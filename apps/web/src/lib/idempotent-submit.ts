import { ApiError } from '@/lib/api-client';

/** The header name as the contract spells it (`libs/contracts` IDEMPOTENCY_HEADER), in its usual casing. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Waits before the 2nd and 3rd attempt: past a PostgreSQL/NATS restart (1-3 s) without hammering it. */
export const SUBMIT_RETRY_DELAYS_MS = [1_000, 3_000];

/** 32 hex characters from the browser's CSPRNG (crypto.randomUUID is missing outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A lost connection (fetch's TypeError) or a server-side failure may have been stored, or may pass next time. */
function retryable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status >= 500);
}

export type SubmitOptions = {
  delaysMs?: number[];
  sleep?: (ms: number) => Promise<void>;
  /**
   * The submitted values: when the visitor presses the button again with the same values after an error whose
   * outcome is unknown (network, 5xx), the same key goes again, so a registration stored during a long outage
   * is returned instead of a second one holding a second seat.
   */
  sameKeyFor?: unknown;
};

/** Keys of submissions whose outcome is unknown, by their values, for the life of the page. */
const unsettledKeys = new Map<string, string>();

/**
 * Sends a creating request with one Idempotency-Key for the whole submission and retries it, with the same key, on
 * a network error or a 5xx: the server stores the key with what it creates, so a retry after a lost answer gets
 * the first registration back instead of a second one (a deliberate difference from the spec's "no retries").
 * A 4xx is the server's answer and is never retried.
 */
export async function submitIdempotently<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  {
    delaysMs = SUBMIT_RETRY_DELAYS_MS,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    sameKeyFor,
  }: SubmitOptions = {},
): Promise<T> {
  const values = sameKeyFor === undefined ? undefined : JSON.stringify(sameKeyFor);
  const key = (values === undefined ? undefined : unsettledKeys.get(values)) ?? newIdempotencyKey();
  const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await send(headers);
      if (values !== undefined) {
        unsettledKeys.delete(values);
      }
      return answer;
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !retryable(error)) {
        if (values !== undefined) {
          // Unknown outcome: keep the key for the visitor's next press. A 4xx is settled: the next press is new.
          if (retryable(error)) {
            unsettledKeys.set(values, key);
          } else {
            unsettledKeys.delete(values);
          }
        }
        throw error;
      }
      await sleep(delay);
    }
  }
}
