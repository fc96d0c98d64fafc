import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import type { DocumentPage, DocumentText, ReadProgress } from './document-text';
import { FileRejection } from './file-rejection';

// pdf.js needs its character maps (CMaps) for CJK fonts: without them Korean PDFs extract nothing.
// unpdf ships no CMaps, so they are read from pdfjs-dist (same pdf.js version) on disk.
const PDFJS_ROOT = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** pdf.js "binary data factory" reading CMaps and standard fonts from pdfjs-dist instead of fetch(). */
class FileDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const folder = kind === 'cMapUrl' ? 'cmaps' : kind === 'standardFontDataUrl' ? 'standard_fonts' : null;
    if (!folder || filename.includes('/') || filename.includes('..'))
      throw new Error(`no ${kind} ${filename}`);
    return new Uint8Array(await readFile(path.join(PDFJS_ROOT, folder, filename)));
  }
}

const PDF_OPTIONS = {
  cMapUrl: `${PDFJS_ROOT}/cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${PDFJS_ROOT}/standard_fonts/`,
  useWorkerFetch: false,
  BinaryDataFactory: FileDataFactory,
  isEvalSupported: false,
  verbosity: 0,
};

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

/** The text of one page, lines kept (pdf.js marks line ends with `hasEOL`). */
function pageText(items: TextItem[]): string {
  return items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join('');
}

/**
 * Reads the text of a PDF page by page (issue 9 "Files").
 * - A user (open) password → 'encrypted' (423); an owner-only password opens and is read.
 * - More than `maxPages` pages → 'tooManyPages' (413), decided before any text is extracted from the
 *   page tree itself: the claimed count must be backed by a real page number `maxPages + 1`, so a
 *   forged /Count can neither sneak a big file in nor get a small one refused.
 * - Anything pdf.js cannot open → 'corrupt' (422).
 */
export async function extractPdf(
  bytes: Uint8Array,
  maxPages: number,
  onProgress: ReadProgress,
): Promise<DocumentText> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(bytes, PDF_OPTIONS as Parameters<typeof getDocumentProxy>[1]);
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new FileRejection({ kind: 'encrypted' });
    throw new FileRejection({ kind: 'corrupt' });
  }
  try {
    let pageCount = document.numPages;
    if (pageCount > maxPages) {
      const isReal = await document.getPage(maxPages + 1).then(
        () => true,
        () => false,
      );
      if (isReal) throw new FileRejection({ kind: 'tooManyPages', pages: pageCount, max: maxPages });
      pageCount = maxPages;
    }
    const pages: DocumentPage[] = [];
    for (let number = 1; number <= pageCount; number += 1) {
      let text = '';
      try {
        const page = await document.getPage(number);
        text = pageText((await page.getTextContent()).items as TextItem[]);
        page.cleanup();
      } catch {
        // One damaged page does not lose the others; a file with no readable page ends as noText.
      }
      pages.push({ page: number, text });
      onProgress(number, pageCount);
    }
    return { pages, pageCount };
  } catch (error) {
    if (error instanceof FileRejection) throw error;
    throw new FileRejection({ kind: 'corrupt' });
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

/**
 * Whether a PDF opens (issue 8 "Learning material": "the PDF opens, not password-protected"):
 * 'encrypted' for a user (open) password, 'corrupt' when pdf.js cannot open it, else 'ok' (an
 * owner-only password opens and is fine). Only the document structure is read, no page text.
 */
export async function probePdf(bytes: Uint8Array): Promise<'ok' | 'encrypted' | 'corrupt'> {
  try {
    const document = await getDocumentProxy(bytes, PDF_OPTIONS as Parameters<typeof getDocumentProxy>[1]);
    await document.destroy();
    return 'ok';
  } catch (error) {
    return (error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'corrupt';
  }
}
