import { deflateRawSync } from 'node:zlib';
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

/** FileHeader flag bit 0: the DocInfo and section streams are deflated (HWP 5.0 format, §3.2). */
export const HWP_FLAG_COMPRESSED = 0b1;

function replaceContent(entry: CFB.CFB$Entry, content: Uint8Array): void {
  entry.content = content as unknown as CFB.CFB$Blob;
  entry.size = content.length;
}

/**
 * A distribution document keeps a stub in BodyText and the real sections encrypted in ViewText:
 * each decrypted section replaces its stub, so hwp.js then reads the document as usual.
 */
function decryptSections(container: CFB.CFB$Container): void {
  for (let index = 0; ; index += 1) {
    const view = entryAt(container, `ViewText/Section${index}`);
    const body = entryAt(container, `BodyText/Section${index}`);
    if (!view?.content || !body) break;
    replaceContent(body, decryptDistributionSection(view.content as Uint8Array));
  }
}

/**
 * An HWP saved without compression (FileHeader bit 0 clear; issue 16 item 6) holds DocInfo and its
 * sections as plain records, while hwp.js always inflates them: they are deflated here (raw
 * deflate, as HWP stores them) so hwp.js reads the file like any other.
 */
function compressStreams(container: CFB.CFB$Container): void {
  const streams = [entryAt(container, 'DocInfo')];
  for (let index = 0; ; index += 1) {
    const section = entryAt(container, `BodyText/Section${index}`);
    if (!section) break;
    streams.push(section);
  }
  for (const entry of streams)
    if (entry?.content) replaceContent(entry, deflateRawSync(Buffer.from(entry.content as Uint8Array)));
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
 * password); a file saved with uncompressed streams is read too; an HWP 3 or damaged file →
 * 'corrupt' (422). HWP has no stored pages: one part per section.
 */
export async function extractHwp(bytes: Buffer, onProgress: ReadProgress): Promise<DocumentText> {
  const container = readCompoundFile(bytes);
  const flags = container ? hwpFlags(container) : null;
  if (!container || flags === null) throw new FileRejection({ kind: 'corrupt' });
  if (flags & HWP_FLAG_PASSWORD) throw new FileRejection({ kind: 'encrypted' });
  try {
    const isDistribution = (flags & HWP_FLAG_DISTRIBUTION) !== 0;
    const isCompressed = (flags & HWP_FLAG_COMPRESSED) !== 0;
    if (isDistribution) decryptSections(container);
    if (!isCompressed) compressStreams(container);
    const source =
      isDistribution || !isCompressed
        ? Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)
        : bytes;
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
