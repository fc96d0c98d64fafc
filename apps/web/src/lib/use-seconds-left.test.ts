import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left';

// Issue 15 item 7: the players' countdown to the bell (fake timers: no real waiting).
describe('useSecondsLeft', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('counts from the bell when it arrives, not from the first render', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T09:00:00Z'));
    const { result, rerender } = renderHook(({ closesAt }) => useSecondsLeft(closesAt), {
      initialProps: { closesAt: null as string | null },
    });
    expect(result.current).toBeNull();
    vi.setSystemTime(new Date('2026-01-01T09:00:30Z'));
    rerender({ closesAt: '2026-01-01T09:01:30Z' });
    expect(result.current).toBe(60);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(result.current).toBe(45);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(result.current).toBe(0);
  });
});
