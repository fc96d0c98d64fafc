import type { AiItemWithSource } from '@quizset/domain';
import { type DocumentText, documentLength } from '../../files/document-text';
import { generateFromTable } from './generate-from-table';
import { generateFromSentences } from './generate-from-text';
import { detectDocumentLanguage } from './language';
import type { GenerationOptions } from './plan';
import { segmentSentences } from './sentences';

/** Characters of a document the embedded generator analyses (about 400 dense pages); the rest is unread. */
export const EMBEDDED_MAX_ANALYSED_CHARS = 1_500_000;

export interface DocumentGeneration {
  items: AiItemWithSource[];
  /** Characters of text in the document (api.md `source_length`). */
  sourceLength: number;
  /** Characters the generator read (api.md `used_source_length`). */
  usedSourceLength: number;
}

/**
 * Questions from a document with the embedded generator (issue 9): a CSV with a naming column is
 * asked as a table of facts, every other document sentence by sentence (generate-from-text.ts).
 * Trimmed to `options.count` (spec §4 "generated items are trimmed to the chosen count").
 */
export function generateFromDocument(
  document: DocumentText,
  options: GenerationOptions,
  onWritten?: (written: number) => void,
): DocumentGeneration {
  const sourceLength = documentLength(document);
  if (document.table) {
    const items = generateFromTable(document.table, options);
    if (items.length > 0) {
      onWritten?.(items.length);
      return { items: items.slice(0, options.count), sourceLength, usedSourceLength: sourceLength };
    }
  }
  const language = detectDocumentLanguage(
    document.pages.map((page) => page.text.slice(0, 20_000)).join('\n'),
  );
  const { sentences, usedLength } = segmentSentences(document.pages, language, EMBEDDED_MAX_ANALYSED_CHARS);
  const items = generateFromSentences(sentences, language, options, onWritten);
  return { items: items.slice(0, options.count), sourceLength, usedSourceLength: usedLength };
}
