import { useEffect, useRef } from 'react';

/** Calls `callback(value)` once `value` has stopped changing for `delayMs` (search-as-you-type). */
export function useDebouncedEffect<T>(value: T, delayMs: number, callback: (value: T) => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
