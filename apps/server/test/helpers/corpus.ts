import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/env';

/**
 * The shared corpus (`../shared/corpus` beside the repo); absent on a fresh clone.
 * QUIZSET_CORPUS_DIR overrides it (e.g. a missing folder, to see the skip notice).
 */
export const CORPUS_DIR = process.env.QUIZSET_CORPUS_DIR ?? path.resolve(REPO_ROOT, '../shared/corpus');
export const HAS_CORPUS = existsSync(CORPUS_DIR);

/** Prints a visible notice that a corpus suite is skipped (call at module level when !HAS_CORPUS). */
export function noticeCorpusSkipped(suite: string): void {
  console.warn(`\n[corpus] ${CORPUS_DIR} not found: SKIPPING the server ${suite} corpus suite.\n`);
}

/**
 * Records that the corpus `suite` ran, in the file named by $CORPUS_MARKER (CI fails when a corpus
 * suite it expects did not run). Call from `beforeAll` inside the suite, so a skipped suite never marks.
 */
export function markCorpusSuiteRan(suite: string): void {
  const marker = process.env.CORPUS_MARKER;
  if (marker) appendFileSync(marker, `server:${suite}\n`);
}

/** Files of a corpus folder (sorted), as [name, bytes]. */
export function corpusFiles(folder: string): Array<[string, Buffer]> {
  const dir = path.join(CORPUS_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name))]);
}

/** Non-empty lines of a corpus text file. */
export function corpusLines(file: string): string[] {
  const full = path.join(CORPUS_DIR, file);
  if (!existsSync(full)) return [];
  return readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * The readable documents of the corpus the AI generator is measured on (issue 9 "Tests" and the
 * bench's quality table): English and Korean PDF, docx, pptx, hwp, csv, txt.
 */
export const AI_CORPUS_DOCUMENTS = [
  'pdf/pdf_14pages_academic_paper_tracemonkey.pdf',
  'pdf/pdf_encrypted_owner_only_print_restricted.pdf',
  'pdf/pdf_korean_hello_world_1page.pdf',
  'docx/docx_statistics_homework.docx',
  'docx/docx_footnotes_endnotes_small.docx',
  'pptx/pptx_association_agm_19slides.pptx',
  'pptx/pptx_floating_point_benchmark_talk_23slides.pptx',
  'hwp/hwp_korean_report_template.hwp',
  'hwp/hwp_distribution_locked.hwp',
  'text/csv_country_codes.csv',
  'text/txt_korean_national_assembly_bill_utf8.txt',
];
