import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/features/payment/hooks/use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until started, ticks once a second and calls onDone once at zero', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(
      ({ from }: { from: number | null }) => useCountdown(from, onDone),
      {
        initialProps: { from: null as number | null },
      },
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBeNull();

    rerender({ from: 5 });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
