import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DELAYS_MS, retryImport } from './retry-import';

/** A load that fails `failures` times (as a dropped connection does), then gives 'chunk'. */
function flaky(failures: number) {
  const counter = {
    calls: 0,
    load: () => {
      counter.calls += 1;
      return counter.calls <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve('chunk');
    },
  };
  return counter;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryImport', () => {
  it('tries again after each delay in turn and resolves with the first load that works', async () => {
    const chunk = flaky(2);
    const result = retryImport(chunk.load);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! - 1);
    expect(chunk.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(chunk.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]!);
    expect(chunk.calls).toBe(3);
    await expect(result).resolves.toBe('chunk');
  });

  it('tries at once when the browser comes back online', async () => {
    const chunk = flaky(1);
    const result = retryImport(chunk.load);
    await vi.advanceTimersByTimeAsync(10);
    expect(chunk.calls).toBe(1);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(chunk.calls).toBe(2);
    // The delay's timer went with it: no third try.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chunk.calls).toBe(2);
  });

  it('gives up with the last error after the last delay (about 30 s in all)', async () => {
    const chunk = flaky(Number.POSITIVE_INFINITY);
    const result = retryImport(chunk.load);
    const outcome = result.then(
      () => 'resolved',
      (error: unknown) => (error as Error).message,
    );
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    await vi.advanceTimersByTimeAsync(total);
    expect(await outcome).toBe('Failed to fetch dynamically imported module');
    expect(chunk.calls).toBe(RETRY_DELAYS_MS.length + 1);
  });

  it('never gives up with `forever` (the player), trying every last delay', async () => {
    const chunk = flaky(20);
    const result = retryImport(chunk.load, true);
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    await vi.advanceTimersByTimeAsync(total);
    expect(chunk.calls).toBe(RETRY_DELAYS_MS.length + 1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.at(-1)! * 15);
    await expect(result).resolves.toBe('chunk');
    expect(chunk.calls).toBe(21);
  });
});
