/**
 * Wraps a computation so that callers within `freshForMs` of its start share one result, and callers while it runs
 * share the one in flight. A failure is never kept: the next caller computes again.
 */
export function sharedResult<T>(freshForMs: number, compute: () => Promise<T>, now = () => Date.now()) {
  let current: { startedAt: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (current && now() - current.startedAt < freshForMs) {
      return current.value;
    }
    const entry = { startedAt: now(), value: compute() };
    current = entry;
    entry.value.catch(() => {
      if (current === entry) {
        current = null;
      }
    });
    return entry.value;
  };
}
