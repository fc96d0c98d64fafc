import { z } from 'zod';
import { quizSavedSchema } from '../questions';
import { IMPORT_FORMATS } from './formats';
import { NOT_IMPORTED_REASONS, type NotImportedReason } from './not-imported-reasons';

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
