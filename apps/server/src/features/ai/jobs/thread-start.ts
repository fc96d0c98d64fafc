import type { MessagePort } from 'node:worker_threads';

/**
 * The thread's side of a recycling pool (recycling-pool.ts): what its one thread entry,
 * pool-thread-entry.mjs, reads and does.
 */

/** What every pool thread reads from piscina's `workerData`, beside the pool's own thread data. */
export interface PoolThreadSettings {
  /** URL of the task module; its default export is the task (it answers a ThreadReport). */
  taskModule: string;
  /** The thread runs at nice 10, so its work yields the CPU to the API's event loop (issue 17). */
  lowPriority: boolean;
}

/**
 * The field of a pool task that holds the port its thread says "started" on (recycling-pool.ts).
 * The task's time limit runs from that word: from when the thread's code is loaded and the task's
 * own work begins, not from when piscina handed the task over, which for a pool's first thread is
 * before the thread has loaded its readers (piscina counts the threads its constructor starts as
 * ready at once).
 */
export const STARTED_PORT = 'poolStartedPort';

/**
 * The field of a task that only makes piscina start a thread (recycling-pool.ts refill): the thread
 * that takes it answers at once, without running the task module.
 */
export const WAKE_TASK = 'poolWake';

/**
 * A thread entry's task function that first says it has started (on the task's STARTED_PORT, when it
 * has one), then runs `run`; a WAKE_TASK it answers with undefined at once. The thread entry exports
 * every pool's task through this.
 */
export function withStartAnnounced<Task extends object, Result>(
  run: (task: Task) => Result,
): (task: Task) => Result | undefined {
  return (task) => {
    if (WAKE_TASK in task) return undefined;
    const port = (task as Record<string, unknown>)[STARTED_PORT] as MessagePort | undefined;
    if (port) {
      port.postMessage('started');
      port.close();
    }
    return run(task);
  };
}
