import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BatchOutcome,
  createMicroBatcher,
  MicroBatcherFullError,
  microBatchersBy,
} from './micro-batcher';

/** A `run` whose batches the test ends by hand: each call is recorded with its items and a settle. */
function manualRun<Item, Result>() {
  const calls: {
    items: readonly Item[];
    settle: (outcomes: readonly BatchOutcome<Result>[]) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const run = (items: readonly Item[]) =>
    new Promise<readonly BatchOutcome<Result>[]>((resolve, reject) => {
      calls.push({ items, settle: resolve, fail: reject });
    });
  return { calls, run };
}

const ok = <Value>(value: Value): BatchOutcome<Value> => ({ ok: true, value });

describe('createMicroBatcher (issue 20 item 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends what arrived within the window as one batch, and each caller gets its own result', async () => {
    const { calls, run } = manualRun<number, string>();
    const batcher = createMicroBatcher({ windowMs: 5, maxBatch: 10, maxInFlight: 1, run });
    const first = batcher.add(1);
    const second = batcher.add(2);
    await vi.advanceTimersByTimeAsync(4);
    expect(calls).toHaveLength(0);
    const third = batcher.add(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);
    calls[0]?.settle([ok('one'), ok('two'), ok('three')]);
    await expect(Promise.all([first, second, third])).resolves.toEqual(['one', 'two', 'three']);
    expect(batcher.size).toEqual({ queued: 0, inFlight: 0 });
  });

  it('sends a full batch at once without waiting for the window', async () => {
    const { calls, run } = manualRun<number, number>();
    const batcher = createMicroBatcher({ windowMs: 1_000, maxBatch: 3, maxInFlight: 2, run });
    const results = [1, 2, 3, 4].map((item) => batcher.add(item));
    // No time passed: the first three went when the third arrived; the fourth waits its window.
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3], [4]]);
    calls[0]?.settle([ok(10), ok(20), ok(30)]);
    calls[1]?.settle([ok(40)]);
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('rejects only the items whose outcome is an error, and every item of a failed batch', async () => {
    const { calls, run } = manualRun<string, string>();
    const batcher = createMicroBatcher({ windowMs: 1, maxBatch: 10, maxInFlight: 1, run });
    const refused = new Error('already answered');
    const good = batcher.add('good');
    const bad = expect(batcher.add('bad')).rejects.toBe(refused);
    await vi.advanceTimersByTimeAsync(1);
    calls[0]?.settle([ok('stored'), { ok: false, error: refused }]);
    await expect(good).resolves.toBe('stored');
    await bad;

    const down = new Error('database down');
    const later = [batcher.add('a'), batcher.add('b')].map((result) => expect(result).rejects.toBe(down));
    await vi.advanceTimersByTimeAsync(1);
    calls[1]?.fail(down);
    await Promise.all(later);
  });

  it('rejects an item the run gave no outcome for, and a run that throws before its promise', async () => {
    const { calls, run } = manualRun<number, number>();
    const batcher = createMicroBatcher({ windowMs: 1, maxBatch: 10, maxInFlight: 1, run });
    const answered = batcher.add(1);
    const forgotten = expect(batcher.add(2)).rejects.toThrow(/no outcome/);
    await vi.advanceTimersByTimeAsync(1);
    calls[0]?.settle([ok(1)]);
    await expect(answered).resolves.toBe(1);
    await forgotten;

    const broken = new Error('bad statement');
    const throwing = createMicroBatcher<number, number>({
      windowMs: 1,
      maxBatch: 10,
      maxInFlight: 1,
      run: () => {
        throw broken;
      },
    });
    // The expectation is attached before the batch runs: the rejection comes inside the timer's tick.
    const result = expect(throwing.add(1)).rejects.toBe(broken);
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(throwing.size).toEqual({ queued: 0, inFlight: 0 });
  });

  it('keeps at most maxInFlight batches running; what waits goes as one batch when a slot frees', async () => {
    const { calls, run } = manualRun<number, number>();
    const batcher = createMicroBatcher({ windowMs: 2, maxBatch: 100, maxInFlight: 2, run });
    const results: Promise<number>[] = [];
    results.push(batcher.add(1));
    await vi.advanceTimersByTimeAsync(2);
    results.push(batcher.add(2));
    await vi.advanceTimersByTimeAsync(2);
    // Both slots taken: the next items queue, however long we wait.
    for (const item of [3, 4, 5]) results.push(batcher.add(item));
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
    expect(batcher.size).toEqual({ queued: 3, inFlight: 2 });
    calls[0]?.settle([ok(1)]);
    await vi.advanceTimersByTimeAsync(0);
    // Sent when the slot freed, without another window.
    expect(calls.map((call) => call.items)).toEqual([[1], [2], [3, 4, 5]]);
    calls[1]?.settle([ok(2)]);
    calls[2]?.settle([ok(3), ok(4), ok(5)]);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses at once beyond maxQueued waiting items, and takes items again once the queue drains', async () => {
    const { calls, run } = manualRun<number, number>();
    const batcher = createMicroBatcher({ windowMs: 1, maxBatch: 2, maxInFlight: 1, maxQueued: 2, run });
    const sent = [batcher.add(1), batcher.add(2)]; // a full batch: sent at once
    const waiting = [batcher.add(3), batcher.add(4)]; // the only slot is taken: they wait
    await expect(batcher.add(5)).rejects.toBeInstanceOf(MicroBatcherFullError);
    calls[0]?.settle([ok(1), ok(2)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.items)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    const again = batcher.add(6);
    calls[1]?.settle([ok(3), ok(4)]);
    await vi.advanceTimersByTimeAsync(1);
    calls[2]?.settle([ok(6)]);
    await expect(Promise.all([...sent, ...waiting, again])).resolves.toEqual([1, 2, 3, 4, 6]);

    const busy = new Error('busy, retry');
    const small = createMicroBatcher({
      windowMs: 1,
      maxBatch: 5,
      maxInFlight: 1,
      maxQueued: 1,
      fullError: () => busy,
      run,
    });
    const queued = small.add(7);
    await expect(small.add(8)).rejects.toBe(busy);
    await vi.advanceTimersByTimeAsync(1);
    calls[3]?.settle([ok(7)]);
    await expect(queued).resolves.toBe(7);
  });

  it('never puts two items of one key in one batch: the later one goes in the next, in order', async () => {
    const { calls, run } = manualRun<{ key: string; n: number }, number>();
    const batcher = createMicroBatcher({
      windowMs: 1,
      maxBatch: 10,
      maxInFlight: 1,
      keyOf: (item) => item.key,
      run,
    });
    const results = [
      batcher.add({ key: 'a', n: 1 }),
      batcher.add({ key: 'b', n: 2 }),
      batcher.add({ key: 'a', n: 3 }),
      batcher.add({ key: 'a', n: 4 }),
    ];
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.items.map((item) => item.n))).toEqual([[1, 2]]);
    calls[0]?.settle([ok(1), ok(2)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.items.map((item) => item.n))).toEqual([[1, 2], [3]]);
    calls[1]?.settle([ok(3)]);
    await vi.advanceTimersByTimeAsync(0);
    calls[2]?.settle([ok(4)]);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
    expect(calls.map((call) => call.items.map((item) => item.n))).toEqual([[1, 2], [3], [4]]);
  });

  it('keeps one batcher per owner: items of two owners never share a batch', async () => {
    const ran: { owner: string; items: readonly number[] }[] = [];
    const batcherOf = microBatchersBy((owner: { name: string }) => ({
      windowMs: 1,
      maxBatch: 10,
      maxInFlight: 1,
      run: async (items: readonly number[]) => {
        ran.push({ owner: owner.name, items });
        return items.map((item) => ok(item * 10));
      },
    }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(batcherOf(a)).toBe(batcherOf(a));
    const results = [batcherOf(a).add(1), batcherOf(b).add(2), batcherOf(a).add(3)];
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30]);
    expect(ran).toEqual([
      { owner: 'a', items: [1, 3] },
      { owner: 'b', items: [2] },
    ]);
  });
});
