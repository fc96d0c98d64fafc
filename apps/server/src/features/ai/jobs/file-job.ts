import type { AiFileExtension, AiItemWithSource } from '@quizset/domain';
import { AppError } from '../../../lib/app-error';
import { extractDocument } from '../files/extract-document';
import { extractPdf } from '../files/extract-pdf';
import { type FileProblem, FileRejection } from '../files/file-rejection';
import { createProvider, type ProviderConfig } from '../providers/create-provider';
import type { GenerationOptions } from '../providers/embedded/plan';
import type { UpstreamLog } from '../providers/openai/upstream-errors';

/** What a file job needs: plain data only (it crosses threads and BullMQ). */
export interface FileJobInput {
  extension: AiFileExtension;
  bytes: Uint8Array;
  options: GenerationOptions;
  maxPages: number;
  provider: ProviderConfig;
}

/**
 * Progress of a file job (issue 9: "pages read, questions written"), streamed to the client.
 * `queued` (issue 16 item 15): the job waits for a worker thread; `ahead` jobs (running or waiting
 * before it) go first. Sent at once and again whenever the number goes down.
 */
export type JobProgress =
  | { phase: 'queued'; ahead: number }
  | { phase: 'reading'; pagesRead: number; pageCount: number | null }
  | { phase: 'writing'; questionsWritten: number; questionCount: number };

/** Why a job failed: a file problem, the model (upstream), no usable items, or a full queue. */
export type JobProblem = FileProblem | { kind: 'upstream' } | { kind: 'noItems' } | { kind: 'busy' };

export type FileJobOutcome =
  | { ok: true; questions: AiItemWithSource[]; sourceLength: number; usedSourceLength: number }
  | { ok: false; problem: JobProblem };

/** Progress is sent at most this often (a 350-page PDF would otherwise send 350 messages). */
const PROGRESS_INTERVAL_MS = 150;

/**
 * One AI file job (issue 9 "Files"): read the document (extract-document.ts), then write questions
 * with the configured provider, reporting progress. Never throws: every failure becomes a
 * `JobProblem`, so a corrupt file ends as a message, not a crash. Runs in a worker thread.
 * @param log where the provider reports upstream failures (forwarded to the app's logger).
 */
export async function runFileJob(
  input: FileJobInput,
  report: (progress: JobProgress) => void,
  log?: UpstreamLog,
): Promise<FileJobOutcome> {
  let last = 0;
  const throttled = (progress: JobProgress, isFinal: boolean) => {
    const now = Date.now();
    if (!isFinal && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    report(progress);
  };
  try {
    const document = await extractDocument(
      input.extension,
      Buffer.from(input.bytes),
      input.maxPages,
      (read, total) =>
        throttled({ phase: 'reading', pagesRead: read, pageCount: total }, read === total || read === 1),
    );
    const questionCount = input.options.count;
    throttled({ phase: 'writing', questionsWritten: 0, questionCount }, true);
    const provider = createProvider(input.provider, log);
    const generation = await provider.generateFromDocument(document, input.options, (written) =>
      throttled(
        { phase: 'writing', questionsWritten: Math.min(written, questionCount), questionCount },
        false,
      ),
    );
    const questions = generation.items.slice(0, questionCount);
    if (questions.length === 0) return { ok: false, problem: { kind: 'noItems' } };
    throttled({ phase: 'writing', questionsWritten: questions.length, questionCount }, true);
    return {
      ok: true,
      questions,
      sourceLength: generation.sourceLength,
      usedSourceLength: generation.usedSourceLength,
    };
  } catch (error) {
    if (error instanceof FileRejection) return { ok: false, problem: error.problem };
    if (error instanceof AppError)
      return { ok: false, problem: { kind: error.code === 'UPSTREAM_UNAVAILABLE' ? 'upstream' : 'noItems' } };
    // A parser bug or a malformed structure it did not expect: the file is what we cannot read.
    return { ok: false, problem: { kind: 'corrupt' } };
  }
}

/** The smallest PDF pdf.js opens (no xref: it rebuilds one), to load pdf.js's lazy parts early. */
const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A few English sentences: a job on them loads the embedded writer's language model (~25 MiB). */
const TINY_TEXT = new TextEncoder().encode(
  'The heart pumps blood through the arteries. The lungs take oxygen from the air we breathe. '.repeat(20),
);

/**
 * Loads what a job thread's first job would otherwise load (thread-task.ts, before the thread takes
 * a job): pdf.js's in-thread "worker" always, and the embedded writer's language model only when
 * `writer` is 'embedded' — with AI_PROVIDER=openai the model writes the questions and the embedded
 * model (~25 MiB a thread) would only sit in memory. Never throws.
 */
export async function warmFileJobs(writer: ProviderConfig['kind']): Promise<void> {
  await extractPdf(TINY_PDF, 1, () => undefined).catch(() => undefined);
  if (writer !== 'embedded') return;
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
}
