// The one entry of every recycling pool's threads (recycling-pool.ts): the AI file jobs, the file
// probes and the import's parse thread. The pool names the task module in `workerData` (its default
// export is the task). The server runs TypeScript through tsx; a thread started under another loader
// (vitest) has no TypeScript support of its own, so tsx is registered here before the task loads.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Low priority first when the pool asks for it (issue 17 items 1 and 3): on Linux a thread has its own
// nice value and threads it starts inherit it, so loading the readers, tsx's compile thread and every
// task of this thread yield the CPU to the API's event loop, also when a thread replaced after a big
// file warms up.
if (workerData.lowPriority) {
  try {
    setPriority(10);
  } catch {
    // not permitted or not supported: run at normal priority
  }
}

register();
// The pool's time limit of a task starts when the task says so (thread-start.ts).
const { withStartAnnounced } = await import('./thread-start.ts');
const task = await import(workerData.taskModule);
export default withStartAnnounced(task.default);
