import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `from` seconds in one-second ticks once `from` is set, and calls `onDone` once at zero.
 * Returns the seconds left (null while not started).
 */
export function useCountdown(from: number | null, onDone: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (from === null) {
      return;
    }
    setLeft(from);
    let remaining = from;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [from]);

  return left;
}
