// Entry of the AI worker threads (piscina). The server runs TypeScript through tsx; a worker thread
// started under another loader (vitest) has no TypeScript support of its own, so tsx is registered
// here before the task module is imported.
import { register } from 'tsx/esm/api';

register();
const task = await import('./thread-task.ts');
export default task.default;
