import type { MessagePort } from 'node:worker_threads';
import { extractPdf } from '../files/extract-pdf';
import type { UpstreamLog } from '../providers/openai/upstream-errors';
import { type FileJobInput, type FileJobOutcome, runFileJob } from './file-job';
import { noteWarm, reportThread, type ThreadReport } from './thread-memory';
import type { ThreadLogMessage } from './thread-runner';

/** The smallest PDF pdf.js opens (no xref: it rebuilds one), to load pdf.js's lazy parts early. */
const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// File jobs yield the CPU to the API: the thread runs at nice 10 (set in thread-entry.mjs before
// anything loads), so parsing a 30 MB file on a busy 2-core machine does not slow everyone else.

/** A few English sentences: a job on them loads the embedded writer's language model (~25 MiB). */
const TINY_TEXT = new TextEncoder().encode(
  'The heart pumps blood through the arteries. The lungs take oxygen from the air we breathe. '.repeat(20),
);

// pdf.js sets up its in-thread "worker" on first use, and the embedded writer loads its language
// model on its first text: do both while the thread starts (piscina hands it no job before this
// module has loaded), not on a user's first file. Then note the warm size a job's growth is measured
// from (thread-memory.ts): without the model in it, every first job would look like 25 MiB of growth.
await extractPdf(TINY_PDF, 1, () => undefined).catch(() => undefined);
await runFileJob(
  {
    extension: 'txt',
    bytes: TINY_TEXT,
    options: { count: 3, type: 'mixed', level: 0, locale: 'en', tryCount: 1 },
    maxPages: 1,
    provider: { kind: 'embedded' },
  },
  () => undefined,
  { warn: () => undefined },
);
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
