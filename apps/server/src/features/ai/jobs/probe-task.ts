import { setPriority } from 'node:os';
import type { AiFileExtension } from '@quizset/domain';
import { type PdfVerdict, pdfVerdict } from '../files/extract-pdf';
import type { FileProblem } from '../files/file-rejection';
import { preflightAiFile } from '../files/preflight';

/** A quick check run in a probe thread (file-probe.ts). */
export type ProbeTask =
  | { kind: 'material'; bytes: Uint8Array }
  | { kind: 'aiFile'; extension: AiFileExtension; bytes: Uint8Array; maxPages: number }
  | { kind: 'warmup' };

/** The smallest PDF pdf.js opens, to load pdf.js in a new thread before a user's file arrives. */
const TINY_PDF =
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

// Probes yield the CPU to the API's event loop, as job threads do (thread-task.ts): on a busy 2-core
// machine, opening a 19 MB PDF here must not slow /api/health there (issue 17 item 1).
try {
  setPriority(10);
} catch {
  // not permitted or not supported: run at normal priority
}

/** Runs one probe task: the material PDF verdict, an AI file's preflight, or the warm-up. */
export default async function probeTask(task: ProbeTask): Promise<PdfVerdict | FileProblem | null> {
  switch (task.kind) {
    case 'material':
      return pdfVerdict(task.bytes);
    case 'aiFile':
      return preflightAiFile(task.extension, Buffer.from(task.bytes), task.maxPages);
    case 'warmup':
      await pdfVerdict(new TextEncoder().encode(TINY_PDF));
      return null;
  }
}
