import type { AiFileExtension } from '@quizset/domain';
import { type PdfVerdict, pdfVerdict } from '../files/extract-pdf';
import type { FileProblem } from '../files/file-rejection';
import { preflightAiFile } from '../files/preflight';
import { noteWarm, reportThread, type ThreadReport } from './thread-memory';

/** A quick check run in a probe thread (file-probe.ts). */
export type ProbeTask =
  | { kind: 'material'; bytes: Uint8Array }
  | { kind: 'aiFile'; extension: AiFileExtension; bytes: Uint8Array; maxPages: number };

/** The smallest PDF pdf.js opens, to load pdf.js in a new thread before a user's file arrives. */
const TINY_PDF =
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

// Probes yield the CPU to the API's event loop, as job threads do: the thread runs at nice 10 (set by
// pool-thread-entry.mjs before anything loads: file-probe.ts asks for lowPriority), so on a busy
// 2-core machine opening a 19 MB PDF here does not slow /api/health there (issue 17 item 1).

// Load pdf.js while the thread starts (a probe handed over meanwhile waits, and its time limit starts
// after: thread-start.ts), then note the warm size a probe's growth is measured from (thread-memory.ts).
await pdfVerdict(new TextEncoder().encode(TINY_PDF));
noteWarm();

/**
 * Runs one probe task: the material PDF verdict or an AI file's preflight, with the thread's report
 * (replace me when the file left me big; recycling-pool.ts, issue 17 item 3).
 */
export default async function probeTask(
  task: ProbeTask,
): Promise<ThreadReport<PdfVerdict | FileProblem | null>> {
  switch (task.kind) {
    case 'material':
      return reportThread(await pdfVerdict(task.bytes));
    case 'aiFile':
      return reportThread(await preflightAiFile(task.extension, Buffer.from(task.bytes), task.maxPages));
  }
}
