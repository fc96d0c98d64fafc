import Papa from 'papaparse';
import { decodeText } from './decode-text';
import type { DocumentText, ReadProgress } from './document-text';

/** Reads a plain-text file (UTF-8 or EUC-KR/CP949, decode-text.ts) as one part. */
export function extractTxt(bytes: Buffer, onProgress: ReadProgress): DocumentText {
  const text = decodeText(bytes);
  onProgress(1, 1);
  return { pages: [{ page: null, text }], pageCount: null };
}

/** A CSV row as a line of text, "header: value; …" (empty cells left out). */
export function csvRowLine(header: readonly string[], row: readonly string[]): string {
  return row
    .map((cell, index) => (cell ? `${header[index] || `#${index + 1}`}: ${cell}` : ''))
    .filter(Boolean)
    .join('; ');
}

/** Rows of a CSV beyond which the rest is not read (the generator never needs more). */
const MAX_CSV_ROWS = 20_000;

/**
 * Reads a CSV (papaparse, stack.md; UTF-8 or EUC-KR/CP949): the first row is the header, and each
 * following row becomes a line "header: value; …" so the text generators can read it, while
 * `table` keeps the cells for questions about facts ("the {column} of {row}").
 */
export function extractCsv(bytes: Buffer, onProgress: ReadProgress): DocumentText {
  const parsed = Papa.parse<string[]>(decodeText(bytes), {
    skipEmptyLines: 'greedy',
    preview: MAX_CSV_ROWS + 1,
  });
  const [header = [], ...rows] = parsed.data.filter((row) => Array.isArray(row));
  const cleanHeader = header.map((cell) => String(cell ?? '').trim());
  const cleanRows = rows.map((row) => cleanHeader.map((_, index) => String(row[index] ?? '').trim()));
  const lines = cleanRows.map((row) => csvRowLine(cleanHeader, row));
  onProgress(1, 1);
  return {
    pages: [{ page: null, text: lines.join('\n') }],
    pageCount: null,
    table: { header: cleanHeader, rows: cleanRows },
  };
}
