import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRecyclingPool,
  PoolQueueFull,
  PoolRunTimeout,
  PoolWaitTimeout,
  RETIRE_IDLE_MS,
  type RecyclingPool,
} from './recycling-pool';

/**
 * The time limits of a pool task (issue 17 item 1, issue 20 "noticed"): the limit runs from when a
 * thread takes the task, so a file queued behind others is not refused as over the limits for the
 * time it waited; waiting has a bound of its own, answered as busy. One thread, tasks that hold it
 * (test/helpers/sleep-task.ts).
 */
describe('recycling pool: time limits from the start of the task', () => {
  let pool: RecyclingPool;
  afterEach(() => pool.destroy());
  const start = ({
    maxThreads = 1,
    maxQueue = 8,
    idleTimeout = 15_000,
    ...extra
  }: {
    warm?: boolean;
    idleTimeout?: number;
    threadData?: { loadMs: number };
    maxThreads?: number;
    maxQueue?: number;
    lowPriority?: boolean;
  } = {}) => {
    pool = createRecyclingPool({
      taskModule: new URL('../../../../test/helpers/sleep-task.ts', import.meta.url),
      ...extra,
      maxThreads,
      maxQueue,
      idleTimeout,
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

  it('serves a task that waited behind one ended for its limit, in a pool that keeps no thread', async () => {
    // A cold pool (FILE_THREADS_WARM=false, the import's) has no thread until a task, and none once
    // idle. piscina replaces an ended thread only up to minThreads (0 here): the waiting task sat in
    // the queue until its wait bound, and a good upload was answered busy (503) after 30 s (CI,
    // security-files.test.ts). The pool starts one itself now.
    start({ warm: false });
    expect(pool.threadIds).toEqual([]);
    const slow = sleep(5_000, 'slow', { timeoutMs: 300, maxWaitMs: 10_000 });
    const waiting = sleep(0, 'waiting', { timeoutMs: 10_000, maxWaitMs: 5_000 });
    await expect(slow).rejects.toBeInstanceOf(PoolRunTimeout);
    await expect(waiting).resolves.toBe('waiting');
  });

  it('serves a task that waited behind a thread that exited, in a pool that keeps no thread', async () => {
    // A thread that exits by itself (crashed, out of heap, or ended here once a big file left it
    // holding too much) is reported by piscina only once it has gone, when its thread id already
    // reads -1: the pool missed it, started no thread, and the task waiting behind it was answered
    // busy after its wait bound (CI, security-files.test.ts: a probe thread retired while a PDF waited).
    start({ warm: false });
    const crash = sleep(200, 'exit', { timeoutMs: 10_000, maxWaitMs: 10_000 });
    const waiting = sleep(0, 'waiting', { timeoutMs: 10_000, maxWaitMs: 5_000 });
    await expect(crash).rejects.toThrow(/exited/);
    await expect(waiting).resolves.toBe('waiting');
  });

  it('serves a task that arrives while the thread it would have taken is being replaced', async () => {
    // The pool ends a thread a big file left holding too much once it has been idle RETIRE_IDLE_MS;
    // a task that arrives as it ends waits for it to go (CI: a PDF probe answered busy after 30 s).
    start({ warm: false });
    await expect(sleep(0, 'retire', { timeoutMs: 10_000, maxWaitMs: 10_000 })).resolves.toBe('retire');
    const [replaced] = pool.threadIds;
    // Set after the pool's own timer of the same length, this one fires just after it: the thread
    // is ending, not gone yet.
    const waiting = await new Promise<{ answer: Promise<string> }>((resolve) =>
      setTimeout(
        () => resolve({ answer: sleep(0, 'waiting', { timeoutMs: 10_000, maxWaitMs: 5_000 }) }),
        RETIRE_IDLE_MS,
      ),
    );
    await expect(waiting.answer).resolves.toBe('waiting');
    expect(pool.threadIds).not.toContain(replaced);
  });

  it('ends every thread of a pool that is not warm once idle, and starts one for the next task', async () => {
    // The import's thread holds ~50 MB (issue 17 item 3: memory returns to its baseline).
    start({ warm: false, idleTimeout: 200 });
    await expect(sleep(0, 'first', { timeoutMs: 10_000, maxWaitMs: 10_000 })).resolves.toBe('first');
    expect(pool.threadIds).toHaveLength(1);
    await expect.poll(() => pool.threadIds, { timeout: 5_000 }).toEqual([]);
    await expect(sleep(0, 'next', { timeoutMs: 10_000, maxWaitMs: 10_000 })).resolves.toBe('next');
  });

  it('starts a thread for a task waiting behind one ended for its limit while the other thread is busy', async () => {
    // Two threads (as on a machine with more than 2 cores): one holds a long task, the other ends for
    // its limit while a task waits. piscina replaces an ended thread only up to minThreads (1), so
    // the waiting task used to wait for the long one (8 s): over its 6-s wait bound, busy.
    start({ maxThreads: 2 });
    const long = sleep(8_000, 'long', { timeoutMs: 20_000, maxWaitMs: 20_000 }).catch((error) => error);
    const slow = sleep(8_000, 'slow', { timeoutMs: 300, maxWaitMs: 20_000 });
    const waiting = sleep(0, 'waiting', { timeoutMs: 10_000, maxWaitMs: 6_000 });
    await expect(slow).rejects.toBeInstanceOf(PoolRunTimeout);
    await expect(waiting).resolves.toBe('waiting');
    void long;
  });

  it('hands a waiting task to a loaded thread that frees up, not to one still loading', async () => {
    // Two threads that each take 3 s to load. A task that waits behind a busy thread makes piscina
    // start a second one, and piscina offers the balancer that one while it still loads: the task
    // went to it and waited out its load while the first thread, free after 300 ms, sat idle.
    start({ maxThreads: 2, threadData: { loadMs: 3_000 } });
    const limits = { timeoutMs: 10_000, maxWaitMs: 10_000 };
    const first = await sleep(0, 'thread', limits);
    const busy = sleep(300, 'thread', limits);
    const waiting = sleep(0, 'thread', limits);
    await expect(busy).resolves.toBe(first);
    await expect(waiting).resolves.toBe(first);
  });

  it('refuses a task at once when maxQueue tasks already wait (PoolQueueFull), and runs the rest', async () => {
    // piscina's own maxQueue does not hold for tasks with an abort signal, and every task here has one.
    start();
    const limits = { timeoutMs: 10_000, maxWaitMs: 10_000 };
    const first = sleep(500, 'first', limits);
    const waiting = Array.from({ length: 8 }, (_, index) => sleep(0, `waiting ${index}`, limits));
    await expect(sleep(0, 'one too many', limits)).rejects.toBeInstanceOf(PoolQueueFull);
    await expect(Promise.all([first, ...waiting])).resolves.toHaveLength(9);
    // Once they have run the queue is free again.
    await expect(sleep(0, 'later', limits)).resolves.toBe('later');
  });

  it('counts no place of maxQueue for the no-op task that starts a thread in the place of an ended one', async () => {
    // One place to wait. A task waits behind one ended for its limit; while the new thread loads
    // (1 s), the pool's no-op task that made piscina start it waits in the queue too. It took the
    // place: a task sent then was refused as a full queue, though only one waited for the thread.
    start({ warm: false, maxQueue: 1, threadData: { loadMs: 1_000 } });
    const limits = { timeoutMs: 10_000, maxWaitMs: 10_000 };
    const slow = sleep(5_000, 'slow', { timeoutMs: 300, maxWaitMs: 10_000 });
    const waiting = sleep(0, 'waiting', limits);
    await expect(slow).rejects.toBeInstanceOf(PoolRunTimeout);
    // The ended thread is gone and its replacement is loading.
    await expect.poll(() => pool.threadIds.length).toBe(1);
    const next = sleep(0, 'next', limits);
    await expect(Promise.all([waiting, next])).resolves.toEqual(['waiting', 'next']);
  });

  it.each([
    [true, '10'],
    // A thread inherits its process's nice value (0 unless the test run was started niced).
    [false, String(getPriority())],
  ])('runs its threads at low priority (nice 10) when asked: %s', async (lowPriority, nice) => {
    // File jobs and probes yield the CPU to the API's event loop (issue 17 items 1 and 3).
    start({ lowPriority });
    await expect(sleep(0, 'nice', { timeoutMs: 10_000, maxWaitMs: 10_000 })).resolves.toBe(nice);
  });

  it.each([
    ['a pool started with its thread', true],
    ['a pool started cold', false],
  ])('starts the time limit of the first task when its thread starts it, not while the thread loads: %s', async (_name, warm) => {
    // piscina hands a pool's first thread its task before the thread has loaded (it counts the
    // threads its constructor starts as ready at once): timed from then, this task would be ended
    // after 500 ms of the thread's 1.5 s of loading.
    start({ warm, threadData: { loadMs: 1_500 } });
    await expect(sleep(0, 'first', { timeoutMs: 500, maxWaitMs: 10_000 })).resolves.toBe('first');
  });
});
