// A pool thread for recycling-pool.test.ts: holds its thread for `ms` (as a slow parser would, without
// yielding), then answers `tag` in the report shape a recycling pool reads (thread-memory.ts). With
// `loadMs` in the pool's thread data it first takes that long to load, as a thread loading pdf.js does.
import { threadId, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const hold = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

register();
const { withStartAnnounced } = await import('../../src/features/ai/jobs/thread-start.ts');
if (workerData?.loadMs > 0) hold(workerData.loadMs);

export default withStartAnnounced(function sleepTask({ ms, tag }) {
  if (ms > 0) hold(ms);
  return { value: tag, thread: { id: threadId, retire: false } };
});
