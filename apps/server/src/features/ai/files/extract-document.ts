import type { AiFileExtension } from '@quizset/domain';
import type { DocumentText, ReadProgress } from './document-text';
import { extractDocx } from './extract-docx';
import { extractHwp } from './extract-hwp';
import { extractPdf } from './extract-pdf';
import { extractPptx } from './extract-pptx';
import { extractCsv, extractTxt } from './extract-text';
import { FileRejection } from './file-rejection';
import { sniffAiFile } from './sniff';

/**
 * Reads the text of an AI file (issue 9 "Files"): checks the content against the extension (415
 * 'mismatch'; Office/HWP passwords 423 'encrypted'), then extracts page by page, reporting progress.
 * A file with no letters in it (a scanned PDF) → 'noText' (422). Runs inside a job (worker thread).
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
  const document = await readByExtension(extension, bytes, maxPages, onProgress);
  const hasLetters = document.pages.some((page) => /\p{L}{2}/u.test(page.text));
  if (!hasLetters) throw new FileRejection({ kind: 'noText' });
  return document;
}

function readByExtension(
  extension: AiFileExtension,
  bytes: Buffer,
  maxPages: number,
  onProgress: ReadProgress,
): Promise<DocumentText> | DocumentText {
  switch (extension) {
    case 'pdf':
      return extractPdf(new Uint8Array(bytes), maxPages, onProgress);
    case 'docx':
      return extractDocx(bytes, onProgress);
    case 'pptx':
      return extractPptx(bytes, maxPages, onProgress);
    case 'hwp':
      return extractHwp(bytes, onProgress);
    case 'csv':
      return extractCsv(bytes, onProgress);
    case 'txt':
      return extractTxt(bytes, onProgress);
  }
}
