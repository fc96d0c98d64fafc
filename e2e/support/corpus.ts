import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** The shared corpus beside the repository (`../shared/corpus`); CI has it, a fresh clone may not. */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../shared/corpus');
export const hasCorpus = existsSync(CORPUS_DIR);

/**
 * Tells .ci/run that a corpus suite really ran: it appends the suite's name to the file named by
 * CORPUS_MARKER (set by CI), and .ci/run fails when ../shared/corpus exists but nothing was appended.
 */
export function markCorpusSuiteRan(suite: string): void {
  const marker = process.env.CORPUS_MARKER;
  if (marker) appendFileSync(marker, `${suite}\n`);
}
