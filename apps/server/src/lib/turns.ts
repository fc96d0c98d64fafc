/*
 * A bound on how many of one kind of work run at once in this process (issue 20 item 3). The finishes
 * use it (rooms/finish-attempt.ts): each holds a pooled database connection while it runs, and
 * without a bound a class finishing in the same second took every connection of the pool, so the
 * answers, the cheapest requests and the ones a child waits on, queued behind them for one.
 */

/** Runs work in turns: `(work) => result`, at most `max` at once, the rest in arrival order. */
export type Turns = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Turns of at most `max` works at once (`max` ≥ 1). A work that fails frees its turn as one that
 * succeeds does; its error is its caller's.
 * @throws RangeError when `max` is not a positive integer.
 */
export function createTurns(max: number): Turns {
  if (!(Number.isInteger(max) && max >= 1)) throw new RangeError(`turns need a positive count (${max})`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    // The turn a finishing work hands on: `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
