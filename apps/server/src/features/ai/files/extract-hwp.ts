import CFB from 'cfb';
import { parse } from 'hwp.js';
import { type DocumentText, PARAGRAPH_BREAK, type ReadProgress } from './document-text';
import { FileRejection } from './file-rejection';
import { decryptDistributionSection } from './hwp-distribution';
import { HWP_FLAG_DISTRIBUTION, HWP_FLAG_PASSWORD, hwpFlags, readCompoundFile } from './sniff';

/** The container entry at `path` under the root ('BodyText/Section0'), or null. */
function entryAt(container: CFB.CFB$Container, path: string): CFB.CFB$Entry | null {
  const index = container.FullPaths.findIndex((full) => full.endsWith(`/${path}`));
  return index < 0 ? null : (container.FileIndex[index] ?? null);
}

/**
 * A distribution document keeps a stub in BodyText and the real sections encrypted in ViewText:
 * each decrypted section replaces its stub, so hwp.js then reads the document as usual.
 */
function withDecryptedSections(container: CFB.CFB$Container): Buffer {
  for (let index = 0; ; index += 1) {
    const view = entryAt(container, `ViewText/Section${index}`);
    const body = entryAt(container, `BodyText/Section${index}`);
    if (!view?.content || !body) break;
    const section = decryptDistributionSection(view.content as Uint8Array);
    body.content = section as unknown as CFB.CFB$Blob;
    body.size = section.length;
  }
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

interface HwpChar {
  type: number;
  value: unknown;
}

/** Every paragraph's text, tables and text boxes included: any object with a `content` of chars. */
function collectParagraphs(node: unknown, out: string[], depth = 0): void {
  if (depth > 40 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectParagraphs(child, out, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  const content = record.content;
  if (Array.isArray(content) && content.length > 0 && typeof (content[0] as HwpChar)?.type === 'number') {
    // type 0 = a character; other types are control codes (their value is a code number).
    const text = (content as HwpChar[])
      .map((char) => (char.type === 0 && typeof char.value === 'string' ? char.value : ''))
      .join('')
      .trim();
    if (text) out.push(text);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'shapeBuffer' && key !== 'lineSegments' && typeof value === 'object')
      collectParagraphs(value, out, depth + 1);
  }
}

/**
 * Reads the text of an HWP 5 file (hwp.js, stack.md): every section's paragraphs and tables. A
 * password-protected file → 'encrypted' (423); a distribution document is decrypted (it has no
 * password); an HWP 3 or damaged file → 'corrupt' (422). HWP has no stored pages: one part per section.
 */
export async function extractHwp(bytes: Buffer, onProgress: ReadProgress): Promise<DocumentText> {
  const container = readCompoundFile(bytes);
  const flags = container ? hwpFlags(container) : null;
  if (!container || flags === null) throw new FileRejection({ kind: 'corrupt' });
  if (flags & HWP_FLAG_PASSWORD) throw new FileRejection({ kind: 'encrypted' });
  try {
    const source = flags & HWP_FLAG_DISTRIBUTION ? withDecryptedSections(container) : bytes;
    const document = parse(source, { type: 'buffer' } as Parameters<typeof parse>[1]) as {
      sections: unknown[];
    };
    const pages = document.sections.map((section, index) => {
      const paragraphs: string[] = [];
      collectParagraphs(section, paragraphs);
      onProgress(index + 1, document.sections.length);
      return { page: null, text: paragraphs.join(PARAGRAPH_BREAK) };
    });
    return { pages, pageCount: null };
  } catch {
    throw new FileRejection({ kind: 'corrupt' });
  }
}
