// Entry of the file probe threads (file-probe.ts), like thread-entry.mjs: tsx is registered here so a
// thread started under another loader (vitest) can import the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./probe-task.ts');
export default task.default;
