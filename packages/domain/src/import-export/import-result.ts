import { z } from 'zod';
import { quizSavedSchema } from '../questions';
import { NOT_IMPORTED_REASONS, type NotImportedReason } from './not-imported-reasons';

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

/**
 * A question of the file that was not imported (issue 21 "What doesn't map"): `type` is the
 * format's own name of its kind (matching, essay, numerical…), `question` its text (plain, cut to
 * 200 characters), `reason` a short English explanation, `reasonKey` + `params` the same for translation.
 */
export const notImportedSchema = z.object({
  type: z.string(),
  question: z.string(),
  reason: z.string(),
  /** The reason as a key of NOT_IMPORTED_REASONS (the browser shows it in the reader's language). */
  reasonKey: z.enum(Object.keys(NOT_IMPORTED_REASONS) as [NotImportedReason, ...NotImportedReason[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type NotImported = z.infer<typeof notImportedSchema>;

/** The answer of POST /api/quizsets/import: `items` are quiz list items of spec §3 (saved form), nothing saved. */
export const importResultSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  items: z.array(quizSavedSchema),
  notImported: z.array(notImportedSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
