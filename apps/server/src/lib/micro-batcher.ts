/*
 * Micro-batching (issue 20 item 3; issue 23 item 8): items that arrive within a few milliseconds go to
 * the database together, one statement for many, while each caller still waits for its own item's
 * fate. Shared by the room answers (features/rooms/answer-batch.ts) and the live answers
 * (features/live-games/answer-batch.ts); what "exactly once" means stays with them (their primary keys
 * and ON CONFLICT DO NOTHING): this module only decides which items travel together and when.
 *
 * - A batch is sent `windowMs` after the first item of an idle queue arrived, or at once when the
 *   queue holds `maxBatch` items.
 * - Back-pressure: at most `maxInFlight` batches run at once (each holds a pooled connection and is a
 *   commit). Items arriving meanwhile wait; when a batch ends, what waited goes at once (it has waited
 *   a window already), so under a burst the batches grow instead of multiplying. Beyond `maxQueued`
 *   waiting items, `add` refuses at once with MicroBatcherFullError instead of queueing without end.
 * - `keyOf`: two items of one key never share a batch; the later one waits for the next, so the one
 *   sent first is the one the database sees first.
 */

/** What `run` answers for one item: its result, or the error its caller gets. */
export type BatchOutcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export interface MicroBatcherOptions<Item, Result> {
  /** How long the first item of an idle queue waits for others, in milliseconds. */
  windowMs: number;
  /** Items in one batch at most; a queue this long is sent without waiting for the window. */
  maxBatch: number;
  /** Batches running at once at most (at least 1). */
  maxInFlight: number;
  /** Items waiting at most; `add` refuses beyond (default: no bound). */
  maxQueued?: number;
  /** The error `add` refuses with beyond `maxQueued` (default: a MicroBatcherFullError). */
  fullError?: () => unknown;
  /** Items of one key never share a batch (default: any items may). */
  keyOf?: (item: Item) => string;
  /**
   * Stores one batch; answers one outcome per item, in the batch's order. A rejection (or a missing
   * outcome) fails every item of the batch without one with that error.
   */
  run: (batch: readonly Item[]) => Promise<readonly BatchOutcome<Result>[]>;
}

export interface MicroBatcher<Item, Result> {
  /**
   * Queues `item` for the next batch; settles with its own outcome once its batch ran.
   * @throws `fullError()` or MicroBatcherFullError (at once) when `maxQueued` items wait already.
   */
  add(item: Item): Promise<Result>;
  /** Items waiting for a batch, and batches running now. */
  readonly size: { queued: number; inFlight: number };
}

/** `add` on a batcher whose queue is full (`maxQueued`): the caller should answer "busy, retry". */
export class MicroBatcherFullError extends Error {
  constructor() {
    super('micro-batcher queue full');
    this.name = 'MicroBatcherFullError';
  }
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * A batcher over `options.run` (see above). Timers are plain setTimeout, so vitest's fake timers
 * drive it. Create one per database handle: a batch runs on one connection pool.
 */
export function createMicroBatcher<Item, Result>(
  options: MicroBatcherOptions<Item, Result>,
): MicroBatcher<Item, Result> {
  const { windowMs, maxBatch, keyOf, run, fullError = () => new MicroBatcherFullError() } = options;
  const maxInFlight = Math.max(1, options.maxInFlight);
  const maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
  let queue: Pending<Item, Result>[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;

  /** Arms the window, unless it is armed or every slot is taken (a batch ending sends the queue). */
  function schedule(): void {
    if (timer === null && queue.length > 0 && inFlight < maxInFlight) timer = setTimeout(flush, windowMs);
  }

  function take(): Pending<Item, Result>[] {
    if (!keyOf) return queue.splice(0, maxBatch);
    const batch: Pending<Item, Result>[] = [];
    const later: Pending<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const pending of queue) {
      const key = batch.length < maxBatch ? keyOf(pending.item) : null;
      if (key === null || keys.has(key)) later.push(pending);
      else {
        keys.add(key);
        batch.push(pending);
      }
    }
    queue = later;
    return batch;
  }

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = take();
      send(batch);
      // Another full batch waiting and a free slot: send it too; a partial one waits its window.
      if (queue.length < maxBatch) break;
    }
    schedule();
  }

  function send(batch: Pending<Item, Result>[]): void {
    inFlight += 1;
    let outcomes: Promise<readonly BatchOutcome<Result>[]>;
    try {
      outcomes = run(batch.map((pending) => pending.item));
    } catch (error) {
      outcomes = Promise.reject(error);
    }
    outcomes
      .then(
        (settled) => {
          for (const [index, pending] of batch.entries()) {
            const outcome = settled[index];
            if (!outcome) pending.reject(new Error(`micro-batcher: no outcome for item ${index}`));
            else if (outcome.ok) pending.resolve(outcome.value);
            else pending.reject(outcome.error);
          }
        },
        (error: unknown) => {
          for (const pending of batch) pending.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        // What waited while the slots were taken goes now: it has waited a window already.
        if (queue.length > 0) flush();
      });
  }

  return {
    add(item: Item): Promise<Result> {
      if (queue.length >= maxQueued) return Promise.reject(fullError());
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= maxBatch) flush();
        else schedule();
      });
    },
    get size() {
      return { queued: queue.length, inFlight };
    },
  };
}

/**
 * One batcher per `owner` (a database handle: tests run several apps in one process), made on first
 * use with `optionsOf(owner)` and forgotten with the owner.
 */
export function microBatchersBy<Owner extends object, Item, Result>(
  optionsOf: (owner: Owner) => MicroBatcherOptions<Item, Result>,
): (owner: Owner) => MicroBatcher<Item, Result> {
  const batchers = new WeakMap<Owner, MicroBatcher<Item, Result>>();
  return (owner) => {
    let batcher = batchers.get(owner);
    if (!batcher) {
      batcher = createMicroBatcher(optionsOf(owner));
      batchers.set(owner, batcher);
    }
    return batcher;
  };
}
