import mammoth from 'mammoth';
import { type DocumentText, PARAGRAPH_BREAK, type ReadProgress } from './document-text';
import { FileRejection } from './file-rejection';
import { openZipWithinLimits } from './zip-guard';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** mammoth's HTML (clean, no attributes of interest) → text: one block per paragraph, item or cell. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|td|th|tr|table|ol|ul)>/gi, PARAGRAPH_BREAK)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{4,}/g, PARAGRAPH_BREAK)
    .trim();
}

/** Images are never read (mammoth would inline each one as base64): text is all the generators use. */
const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * Reads the text of a DOCX with mammoth (stack.md): body, tables, footnotes and endnotes (mammoth's
 * HTML keeps the notes, its raw text does not). Word has no stored pages, so the document is one
 * part (page null). The zip is inflated once within the limits first (zip-guard.ts, issue 17 item
 * 3: a 1.6 MB file holding a 450 MB document.xml → 'limit' 422). Unreadable → 'corrupt' (422).
 */
export async function extractDocx(bytes: Buffer, onProgress: ReadProgress): Promise<DocumentText> {
  await openZipWithinLimits(bytes);
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer: bytes },
      { ignoreEmptyParagraphs: true, convertImage: NO_IMAGES },
    );
    onProgress(1, 1);
    return { pages: [{ page: null, text: htmlToText(value) }], pageCount: null };
  } catch {
    throw new FileRejection({ kind: 'corrupt' });
  }
}
