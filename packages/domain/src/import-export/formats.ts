/*
 * The import and export formats and the import limits, apart from the zod schemas of
 * import-result.ts: the quiz page's export menu needs only these, and importing them from a module
 * that builds schemas would put zod in its first load (issue 20 item 1).
 */

/**
 * The formats POST /api/quizsets/import recognises by content (issue 21 "Import"): GIFT, Aiken,
 * Moodle XML, QTI 2.1 and 3.0 (single items and IMS content packages), Canvas QTI 1.2, Kahoot!'s
 * xlsx template, this product's CSV/XLSX template and the OpenTriviaQA text format.
 */
export const IMPORT_FORMATS = [
  'gift',
  'aiken',
  'moodle-xml',
  'qti21',
  'qti30',
  'qti12',
  'kahoot-xlsx',
  'template-csv',
  'template-xlsx',
  'opentrivia',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The formats GET /api/quizsets/{id}/export writes (issue 21 "Export"). */
export const EXPORT_FORMATS = ['qti3', 'moodle', 'gift', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file size limit of an import (issue 21 "Limits": 10 MB), checked before anything is parsed. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most questions one file may hold (issue 21 "Bad input": a 10 MB file of 50,000 items is
 * refused). Counted cheaply before the file is parsed; generous next to the 20 a set holds, since a
 * teacher may split an import into several sets.
 */
export const IMPORT_MAX_QUESTIONS = 2000;
