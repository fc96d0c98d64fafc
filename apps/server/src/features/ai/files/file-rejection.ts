/**
 * Why a file for AI generation was refused (issue 9 "Files"). A plain, structured-clone-safe value so
 * it crosses worker threads and BullMQ unchanged; `toAiFileAppError` (ai-errors.ts) turns it into
 * the HTTP answer of api.md "AI": mismatch/encoding 415, encrypted 423, tooManyPages 413, noText and
 * corrupt and limit 422, timeout 503.
 */
export type FileProblem =
  | { kind: 'mismatch' }
  | { kind: 'encoding' }
  | { kind: 'encrypted' }
  | { kind: 'tooManyPages'; pages: number; max: number }
  | { kind: 'noText' }
  | { kind: 'corrupt' }
  /** Real decompressed bytes or text over the limits of file-limits.ts (issue 17 item 3). */
  | { kind: 'limit' }
  | { kind: 'timeout' };

/** Thrown by the extractors; caught at the job boundary and returned as its `FileProblem`. */
export class FileRejection extends Error {
  constructor(readonly problem: FileProblem) {
    super(`file refused: ${problem.kind}`);
    this.name = 'FileRejection';
  }
}
