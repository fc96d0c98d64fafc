import { afterEach, describe, expect, it } from 'vitest';
import { createRecyclingPool, PoolRunTimeout, PoolWaitTimeout, type RecyclingPool } from './recycling-pool';

/**
 * The time limits of a pool task (issue 17 item 1, issue 20 "noticed"): the limit runs from when a
 * thread takes the task, so a file queued behind others is not refused as over the limits for the
 * time it waited; waiting has a bound of its own, answered as busy. One thread, tasks that hold it
 * (test/helpers/sleep-thread.mjs).
 */
describe('recycling pool: time limits from the start of the task', () => {
  let pool: RecyclingPool;
  afterEach(() => pool.destroy());
  const start = () => {
    pool = createRecyclingPool({
      filename: new URL('../../../../test/helpers/sleep-thread.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: 1,
      maxQueue: 8,
      idleTimeout: 15_000,
    });
  };
  const sleep = (ms: number, tag: string, limits: { timeoutMs: number; maxWaitMs: number }) =>
    pool.run<string>({ ms, tag }, limits);

  it('runs a task that waited behind another for longer than its own time limit', async () => {
    start();
    const first = sleep(800, 'first', { timeoutMs: 10_000, maxWaitMs: 10_000 });
    // Timed from the queue, this one would be aborted after 200 ms while the first holds the thread.
    const second = sleep(10, 'second', { timeoutMs: 200, maxWaitMs: 10_000 });
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
  });

  it('ends a task that runs over its limit (PoolRunTimeout) and goes on serving', async () => {
    start();
    await expect(sleep(5_000, 'slow', { timeoutMs: 100, maxWaitMs: 10_000 })).rejects.toBeInstanceOf(
      PoolRunTimeout,
    );
    await expect(sleep(0, 'next', { timeoutMs: 10_000, maxWaitMs: 10_000 })).resolves.toBe('next');
  });

  it('takes a task that found no thread within its wait bound off the queue unrun (PoolWaitTimeout)', async () => {
    start();
    const first = sleep(1_000, 'first', { timeoutMs: 10_000, maxWaitMs: 10_000 });
    await expect(sleep(0, 'waiting', { timeoutMs: 10_000, maxWaitMs: 100 })).rejects.toBeInstanceOf(
      PoolWaitTimeout,
    );
    await expect(first).resolves.toBe('first');
    // Only the first task ran: the one that gave up waiting never reached the thread.
    expect(pool.completed).toBe(1);
  });
});
