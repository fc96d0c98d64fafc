// Entry of the AI worker threads (piscina). The server runs TypeScript through tsx; a worker thread
// started under another loader (vitest) has no TypeScript support of its own, so tsx is registered
// here before the task module is imported.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// Low priority first (issue 17 items 1 and 3): on Linux a thread has its own nice value and threads
// it starts inherit it, so loading the readers, tsx's compile thread and every job of this thread
// yield the CPU to the API's event loop, also when a thread replaced after a big file warms up.
try {
  setPriority(10);
} catch {
  // not permitted or not supported: run at normal priority
}

register();
// The pool's time limit of a task starts when the task says so (thread-start.ts).
const { withStartAnnounced } = await import('./thread-start.ts');
const task = await import('./thread-task.ts');
export default withStartAnnounced(task.default);
