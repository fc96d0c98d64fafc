// A pool task for recycling-pool.test.ts, run by the pools' own thread entry (pool-thread-entry.mjs):
// holds its thread for `ms` (as a slow parser would, without yielding), then answers `tag` in the
// report shape a recycling pool reads (thread-memory.ts). With `loadMs` in the pool's thread data the
// module first takes that long to load, as a thread loading pdf.js does. With `tag: 'nice'` it answers
// its thread's nice value instead; with `tag: 'exit'` its thread exits (as one that crashed does); with
// `tag: 'retire'` it asks the pool to replace its thread (as after a big file); with `tag: 'thread'`
// it answers its thread's id.
import { getPriority } from 'node:os';
import { threadId, workerData } from 'node:worker_threads';
import type { ThreadReport } from '../../src/features/ai/jobs/thread-memory';

const hold = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const loadMs = (workerData as { loadMs?: number } | null)?.loadMs ?? 0;
if (loadMs > 0) hold(loadMs);

export default function sleepTask({ ms, tag }: { ms: number; tag: string }): ThreadReport<string> {
  if (ms > 0) hold(ms);
  if (tag === 'exit') process.exit(1);
  // getpriority(2) of this thread: on Linux a thread has its own nice value (pool-thread-entry.mjs).
  const value = tag === 'nice' ? String(getPriority()) : tag === 'thread' ? String(threadId) : tag;
  return { value, thread: { id: threadId, retire: tag === 'retire' } };
}
