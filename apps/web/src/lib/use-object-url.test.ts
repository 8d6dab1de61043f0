import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from '@/lib/use-object-url';

describe('useObjectUrl', () => {
  // jsdom has no object URLs: number them, and record which were revoked.
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${++made}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives no URL without a blob, one per blob, and revokes each when replaced or unmounted', () => {
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: null as Blob | null },
    });
    expect(result.current).toBeNull();

    rerender({ blob: new Blob(['a']) });
    expect(result.current).toBe('blob:1');

    rerender({ blob: new Blob(['b']) });
    expect(result.current).toBe('blob:2');
    expect(revoked).toEqual(['blob:1']);

    rerender({ blob: null });
    expect(result.current).toBeNull();
    expect(revoked).toEqual(['blob:1', 'blob:2']);

    rerender({ blob: new Blob(['c']) });
    unmount();
    expect(revoked).toEqual(['blob:1', 'blob:2', 'blob:3']);
  });
});
