import { type MessagePort, workerData } from 'node:worker_threads';
import type { UpstreamLog } from '../providers/openai/upstream-errors';
import { type FileJobInput, type FileJobOutcome, runFileJob, warmFileJobs } from './file-job';
import { noteWarm, reportThread, type ThreadReport } from './thread-memory';
import type { JobThreadSettings, ThreadLogMessage } from './thread-runner';

// File jobs yield the CPU to the API: the thread runs at nice 10 (set by pool-thread-entry.mjs
// before anything loads: thread-runner.ts asks for lowPriority), so parsing a 30 MB file on a busy
// 2-core machine does not slow everyone else.

// pdf.js sets up its in-thread "worker" on first use, and the embedded writer loads its language
// model on its first text: do what this pool's writer needs while the thread starts (a job handed
// over meanwhile waits, and its time limit starts after: thread-start.ts), not on a user's first
// file. Then note the warm size a job's growth is measured from (thread-memory.ts): without the model
// in it, every first job would look like 25 MiB of growth.
await warmFileJobs((workerData as Partial<JobThreadSettings> | null)?.writer ?? 'embedded');
noteWarm();

/**
 * The task a pool thread runs: one file job, progress posted on `port`. Answers the outcome with the
 * thread's report (replace me when the job left me big; recycling-pool.ts, issue 17 item 3).
 */
export default async function fileJobTask(task: {
  input: FileJobInput;
  port: MessagePort;
}): Promise<ThreadReport<FileJobOutcome>> {
  const { input, port } = task;
  // Upstream failures go to the app's logger, which lives on the main thread (thread-runner.ts).
  const log: UpstreamLog = {
    warn: (data, message) => port.postMessage({ log: { data, message } } satisfies ThreadLogMessage),
  };
  try {
    return reportThread(await runFileJob(input, (progress) => port.postMessage(progress), log));
  } finally {
    port.close();
  }
}
