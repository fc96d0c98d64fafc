import { XMLParser } from 'fast-xml-parser';
import type JSZip from 'jszip';
import { type DocumentPage, type DocumentText, PARAGRAPH_BREAK, type ReadProgress } from './document-text';
import { FileRejection } from './file-rejection';
import { checkZipMembers, openZip } from './zip-guard';

const parser = new XMLParser({ ignoreAttributes: false, preserveOrder: true, trimValues: false });

type OrderedNode = Record<string, unknown>;

/** The paragraphs (`a:p`) of a slide or notes XML, each the concatenation of its `a:t` runs. */
function paragraphsOf(xml: string): string[] {
  const paragraphs: string[] = [];
  const walk = (nodes: unknown, current: string[] | null): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as OrderedNode[]) {
      for (const [name, children] of Object.entries(node)) {
        if (name === ':@') continue;
        if (name === 'a:p') {
          const runs: string[] = [];
          walk(children, runs);
          const text = runs.join('').trim();
          if (text) paragraphs.push(text);
        } else if (name === 'a:t' && current) {
          for (const child of (children as OrderedNode[]) ?? []) {
            const value = child['#text'];
            if (value !== undefined) current.push(String(value));
          }
        } else {
          walk(children, current);
        }
      }
    }
  };
  walk(parser.parse(xml), null);
  return paragraphs;
}

const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/** The notes part a slide links to (ppt/slides/_rels/slideN.xml.rels → ../notesSlides/…), or null. */
async function notesPathOf(zip: JSZip, slidePath: string): Promise<string | null> {
  const rels = zip.file(slidePath.replace('ppt/slides/', 'ppt/slides/_rels/').concat('.rels'));
  if (!rels) return null;
  const target = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(await rels.async('string'))?.[1];
  return target ? `ppt/notesSlides/${target}` : null;
}

/**
 * Reads the text of a PPTX slide by slide, speaker notes included (jszip + fast-xml-parser, stack.md;
 * embedded OLE objects and media are not opened). More than `maxSlides` slides → 'tooManyPages' (413),
 * counted from the slide parts before any slide is parsed; a damaged zip → 'corrupt' (422); parts that
 * inflate past the limits of zip-guard.ts (real bytes, not declared sizes) → 'limit' (422, issue 17).
 */
export async function extractPptx(
  bytes: Buffer,
  maxSlides: number,
  onProgress: ReadProgress,
): Promise<DocumentText> {
  const zip = await openZip(bytes);
  const slidePaths = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  if (slidePaths.length > maxSlides)
    throw new FileRejection({ kind: 'tooManyPages', pages: slidePaths.length, max: maxSlides });
  await checkZipMembers(zip);
  const pages: DocumentPage[] = [];
  try {
    for (const [index, slidePath] of slidePaths.entries()) {
      const lines = paragraphsOf(await (zip.file(slidePath) as JSZip.JSZipObject).async('string'));
      const notesPath = await notesPathOf(zip, slidePath);
      const notes = notesPath ? zip.file(notesPath) : null;
      // Notes slides repeat the slide number as a lone paragraph: drop digits-only lines.
      if (notes)
        lines.push(...paragraphsOf(await notes.async('string')).filter((line) => !/^\d+$/.test(line)));
      // Each paragraph (bullet) is its own block: a blank line keeps bullets from running together.
      pages.push({ page: index + 1, text: lines.join(PARAGRAPH_BREAK) });
      onProgress(index + 1, slidePaths.length);
    }
  } catch {
    throw new FileRejection({ kind: 'corrupt' });
  }
  return { pages, pageCount: slidePaths.length };
}
