/**
 * The text of a document as the generators read it: one entry per page (PDF), slide (PPTX) or
 * section/part (page null: TXT, CSV, DOCX, HWP, where pages are a matter of layout). `table` holds
 * a CSV's rows when the file is a table, so facts can be asked as "the {column} of {row}".
 */
export interface DocumentPage {
  /** 1-based page or slide number; null when the format has no pages. */
  page: number | null;
  text: string;
}

export interface DocumentTable {
  header: string[];
  rows: string[][];
}

export interface DocumentText {
  pages: DocumentPage[];
  /** Pages or slides in the file (PDF, PPTX); null for formats without pages. */
  pageCount: number | null;
  table?: DocumentTable;
}

/**
 * Separator between paragraphs an extractor knows (slide bullets, HWP and Word paragraphs): two blank
 * lines, which the sentence splitter always reads as a paragraph end (one blank line may be mere
 * double spacing in plain text).
 */
export const PARAGRAPH_BREAK = '\n\n\n';

/** Progress while a file is read: pages (or parts) read so far out of the total when known. */
export type ReadProgress = (read: number, total: number | null) => void;

/** Number of characters of a document's text (the `source_length` of api.md "AI"). */
export function documentLength(document: DocumentText): number {
  return document.pages.reduce((sum, page) => sum + page.text.length, 0);
}
