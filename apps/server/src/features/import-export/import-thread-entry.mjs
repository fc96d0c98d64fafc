// Entry of the import parse thread (piscina). The server runs TypeScript through tsx; a worker thread
// started under another loader (vitest) has no TypeScript support of its own, so tsx is registered
// here before the task module is imported (as the AI threads do: ai/jobs/thread-entry.mjs).
import { register } from 'tsx/esm/api';

register();
// The pool's time limit of a task starts when the task says so (thread-start.ts).
const { withStartAnnounced } = await import('../ai/jobs/thread-start.ts');
const task = await import('./parse-task.ts');
export default withStartAnnounced(task.default);
