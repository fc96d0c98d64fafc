import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { extractPdf } from '../files/extract-pdf';
import type { UpstreamLog } from '../providers/openai/upstream-errors';
import { type FileJobInput, type FileJobOutcome, runFileJob } from './file-job';
import type { ThreadLogMessage } from './thread-runner';

/** The smallest PDF pdf.js opens (no xref: it rebuilds one), to load pdf.js's lazy parts early. */
const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// File jobs yield the CPU to the API: on Linux a thread has its own nice value, and this one runs at
// 10, so parsing a 30 MB file on a busy 2-core machine does not slow the requests of everyone else.
try {
  setPriority(10);
} catch {
  // not permitted or not supported: run at normal priority
}

/** The task a pool thread runs: one file job, progress posted on `port`; `warmup` only loads the readers. */
export default async function fileJobTask(
  task: { input: FileJobInput; port: MessagePort } | { warmup: true },
): Promise<FileJobOutcome | null> {
  if ('warmup' in task) {
    // pdf.js sets up its in-thread "worker" on first use: do it now, not on a user's first PDF.
    await extractPdf(TINY_PDF, 1, () => undefined).catch(() => undefined);
    return null;
  }
  const { input, port } = task;
  // Upstream failures go to the app's logger, which lives on the main thread (thread-runner.ts).
  const log: UpstreamLog = {
    warn: (data, message) => port.postMessage({ log: { data, message } } satisfies ThreadLogMessage),
  };
  try {
    return await runFileJob(input, (progress) => port.postMessage(progress), log);
  } finally {
    port.close();
  }
}
