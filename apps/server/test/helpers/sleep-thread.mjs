// A pool thread for recycling-pool.test.ts: holds its thread for `ms` (as a slow parser would, without
// yielding), then answers `tag` in the report shape a recycling pool reads (thread-memory.ts).
import { threadId } from 'node:worker_threads';

export default function sleepTask({ ms, tag }) {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return { value: tag, thread: { id: threadId, retire: false } };
}
