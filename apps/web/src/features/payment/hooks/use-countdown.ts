import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Counts down from `from` seconds in one-second ticks once `from` is set, and calls `onDone` once at zero.
 * Returns the seconds left (null while not started).
 */
export function useCountdown(from: number | null, onDone: () => void): number | null {
  // The latest onDone, without restarting the countdown when the caller passes a new function each render.
  const finish = useEffectEvent(onDone);
  // Ticks are stored with the start they belong to: until the first tick of a new start, it shows its full `from`.
  const [tick, setTick] = useState<{ from: number; left: number } | null>(null);

  useEffect(() => {
    if (from === null) {
      return;
    }
    let remaining = from;
    const timer = setInterval(() => {
      remaining -= 1;
      setTick({ from, left: remaining });
      if (remaining <= 0) {
        clearInterval(timer);
        finish();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [from]);

  if (from === null) {
    return null;
  }
  return tick?.from === from ? tick.left : from;
}
