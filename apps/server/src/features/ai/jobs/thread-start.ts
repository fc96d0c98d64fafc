import type { MessagePort } from 'node:worker_threads';

/**
 * The field of a pool task that holds the port its thread says "started" on (recycling-pool.ts).
 * The task's time limit runs from that word: from when the thread's code is loaded and the task's
 * own work begins, not from when piscina handed the task over, which for a pool's first thread is
 * before the thread has loaded its readers (piscina counts the threads its constructor starts as
 * ready at once).
 */
export const STARTED_PORT = 'poolStartedPort';

/**
 * A thread entry's task function that first says it has started (on the task's STARTED_PORT, when it
 * has one), then runs `run`. Every recycling pool's thread entry exports its task through this.
 */
export function withStartAnnounced<Task extends object, Result>(
  run: (task: Task) => Result,
): (task: Task) => Result {
  return (task) => {
    const port = (task as Record<string, unknown>)[STARTED_PORT] as MessagePort | undefined;
    if (port) {
      port.postMessage('started');
      port.close();
    }
    return run(task);
  };
}
