import type { AiFileExtension } from '@quizset/domain';
import type { DocumentText, ReadProgress } from './document-text';
import { extractDocx } from './extract-docx';
import { extractHwp } from './extract-hwp';
import { extractPdf } from './extract-pdf';
import { extractPptx } from './extract-pptx';
import { extractCsv, extractTxt } from './extract-text';
import { FILE_LIMITS } from './file-limits';
import { FileRejection } from './file-rejection';
import { checkHwpSections } from './hwp-guard';
import { sniffAiFile } from './sniff';

/**
 * Reads the text of an AI file (issue 9 "Files"): checks the content against the extension (415
 * 'mismatch'; Office/HWP passwords 423 'encrypted'), then extracts page by page, reporting progress.
 * A file with no letters in it (a scanned PDF) → 'noText' (422). Files that inflate past the limits
 * of file-limits.ts → 'limit' (422); the text kept is cut at FILE_LIMITS.textChars (issue 17 item 3).
 * Runs inside a job (worker thread).
 * @throws FileRejection with the problem; any other error is a bug in a parser and is mapped to
 *   'corrupt' by the job.
 */
export async function extractDocument(
  extension: AiFileExtension,
  bytes: Buffer,
  maxPages: number,
  onProgress: ReadProgress,
): Promise<DocumentText> {
  const sniff = sniffAiFile(extension, bytes);
  if (sniff === 'encrypted') throw new FileRejection({ kind: 'encrypted' });
  if (sniff === 'mismatch') throw new FileRejection({ kind: 'mismatch' });
  if (sniff === 'corrupt') throw new FileRejection({ kind: 'corrupt' });
  const document = capText(await readByExtension(extension, bytes, maxPages, onProgress));
  if (!hasLetters(document)) throw new FileRejection({ kind: 'noText' });
  return document;
}

/** Whether any page holds a word (two letters in a row): a scanned PDF's pages hold none. */
export function hasLetters(document: DocumentText): boolean {
  return document.pages.some((page) => /\p{L}{2}/u.test(page.text));
}

/** The document with its text cut at FILE_LIMITS.textChars characters in all (pages after the cut dropped). */
export function capText(document: DocumentText): DocumentText {
  let left: number = FILE_LIMITS.textChars;
  const pages = [];
  for (const page of document.pages) {
    if (left <= 0) break;
    const text = page.text.length > left ? page.text.slice(0, left) : page.text;
    left -= text.length;
    pages.push(text === page.text ? page : { ...page, text });
  }
  return { ...document, pages };
}

function readByExtension(
  extension: AiFileExtension,
  bytes: Buffer,
  maxPages: number,
  onProgress: ReadProgress,
): Promise<DocumentText> | DocumentText {
  switch (extension) {
    case 'pdf':
      return extractPdf(bytes, maxPages, onProgress);
    case 'docx':
      return extractDocx(bytes, onProgress);
    case 'pptx':
      return extractPptx(bytes, maxPages, onProgress);
    case 'hwp':
      checkHwpSections(bytes);
      return extractHwp(bytes, onProgress);
    case 'csv':
      return extractCsv(bytes, onProgress);
    case 'txt':
      return extractTxt(bytes, onProgress);
  }
}
