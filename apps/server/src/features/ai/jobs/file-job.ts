import type { AiFileExtension, AiItemWithSource } from '@quizset/domain';
import { AppError } from '../../../lib/app-error';
import { extractDocument } from '../files/extract-document';
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
