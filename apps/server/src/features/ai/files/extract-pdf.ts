import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocumentProxy } from 'unpdf';
import type { DocumentPage, DocumentText, ReadProgress } from './document-text';
import { FILE_LIMITS } from './file-limits';
import { type FileProblem, FileRejection } from './file-rejection';
import { type PdfTextItem, pageTextInReadingOrder } from './pdf-columns';
import { checkPdfStreams } from './pdf-guard';

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

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** What every route decides about a PDF before reading it (pdfVerdict). */
export type PdfVerdict =
  | { ok: true; pageCount: number; hasFonts: boolean }
  | { ok: false; problem: FileProblem };

/**
 * Opens a PDF with pdf.js after the stream limits (pdf-guard.ts): the one way every route opens a
 * PDF (issue 17 item 7: the material and AI routes share one verdict). A user (open) password →
 * 'encrypted'; a stream or page content over the limits → 'limit'; anything pdf.js cannot open, or
 * whose first page does not load (a fuzzed page tree, an absurd /Count) → 'corrupt'.
 * With `maxPages`, a claimed page count over it must be backed by a real page `maxPages + 1`
 * ('tooManyPages'), so a forged /Count neither sneaks a big file in nor gets a small one refused;
 * the count is then cut to what really loads.
 * @throws FileRejection with the problem. The caller destroys the document.
 */
async function openPdf(
  bytes: Uint8Array,
  maxPages: number,
): Promise<{ document: PdfDocument; pageCount: number; hasFonts: boolean }> {
  const { hasFonts } = checkPdfStreams(bytes);
  let document: PdfDocument;
  try {
    // pdf.js may transfer (detach) the buffer it is given: it gets a copy.
    document = await getDocumentProxy(
      new Uint8Array(bytes),
      PDF_OPTIONS as Parameters<typeof getDocumentProxy>[1],
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new FileRejection({ kind: 'encrypted' });
    throw new FileRejection({ kind: 'corrupt' });
  }
  try {
    let pageCount = document.numPages;
    const loads = (number: number) =>
      document.getPage(number).then(
        () => true,
        () => false,
      );
    if (pageCount < 1 || !(await loads(1))) throw new FileRejection({ kind: 'corrupt' });
    if (pageCount > maxPages) {
      if (await loads(maxPages + 1))
        throw new FileRejection({ kind: 'tooManyPages', pages: pageCount, max: maxPages });
      pageCount = maxPages;
    }
    return { document, pageCount, hasFonts };
  } catch (error) {
    await document.destroy().catch(() => undefined);
    if (error instanceof FileRejection) throw error;
    throw new FileRejection({ kind: 'corrupt' });
  }
}

/**
 * Reads the text of a PDF page by page (issue 9 "Files"), opened by openPdf (password 423, page
 * limit 413, damaged 422, limits 422). Reading stops once FILE_LIMITS.textChars characters are
 * read (issue 17 item 3: a cap on extracted text).
 */
export async function extractPdf(
  bytes: Uint8Array,
  maxPages: number,
  onProgress: ReadProgress,
): Promise<DocumentText> {
  const { document, pageCount } = await openPdf(bytes, maxPages);
  try {
    const pages: DocumentPage[] = [];
    let characters = 0;
    for (let number = 1; number <= pageCount && characters < FILE_LIMITS.textChars; number += 1) {
      let text = '';
      try {
        const page = await document.getPage(number);
        text = pageTextInReadingOrder((await page.getTextContent()).items as PdfTextItem[]);
        page.cleanup();
      } catch {
        // One damaged page does not lose the others; a file with no readable page ends as noText.
      }
      text = text.slice(0, FILE_LIMITS.textChars - characters);
      characters += text.length;
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
 * The PDF verdict shared by learning materials and AI files (issue 8 "Learning material", issue 17
 * item 7): opened as openPdf opens it, never throwing. `maxPages` is the AI route's page rule
 * (materials pass none). Runs in a worker thread (file-probe.ts), never on the event loop.
 */
export async function pdfVerdict(
  bytes: Uint8Array,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<PdfVerdict> {
  try {
    const { document, pageCount, hasFonts } = await openPdf(bytes, maxPages);
    await document.destroy().catch(() => undefined);
    return { ok: true, pageCount, hasFonts };
  } catch (error) {
    if (error instanceof FileRejection) return { ok: false, problem: error.problem };
    return { ok: false, problem: { kind: 'corrupt' } };
  }
}
