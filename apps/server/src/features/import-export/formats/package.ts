import path from 'node:path/posix';
import { decodeHtmlEntities } from '@quizset/domain';
import JSZip from 'jszip';
import { AppError, msg } from '../../../lib/app-error';
import { decodeText } from '../decode-text';
import type { DraftImage, ParsedFile } from '../draft-question';
import { notImported } from '../draft-question';
import { attrOf, childrenOf, descendantsOf, norm, parseXml, type XmlElement } from '../xml';
import { parseQtiItem } from './qti-item';
import { parseQti12 } from './qti12';

/** Limits of a content package, checked from the ZIP's directory before anything is inflated. */
export const PACKAGE_MAX_FILES = 2000;
export const PACKAGE_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

interface ZipEntry {
  name: string;
  dir: boolean;
  async(type: 'nodebuffer'): Promise<Buffer>;
  _data?: { uncompressedSize?: number };
}

/**
 * Opens a ZIP (jszip) and checks it before inflating anything (issue 21 "broken zips, zip-slip
 * paths"): no entry may leave the package (`..`, an absolute path, a drive letter, a backslash),
 * and the declared sizes and count stay within 100 MB and 2000 files.
 * @throws AppError VALIDATION_FAILED (broken ZIP, unsafe path) or UNPROCESSABLE (too large).
 */
export async function openZip(data: Buffer): Promise<Map<string, ZipEntry>> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: true });
  } catch {
    throw new AppError('VALIDATION_FAILED', msg('import.zipBroken'));
  }
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  const limit = msg('import.zipTooLarge', {
    maxMb: PACKAGE_MAX_UNPACKED_BYTES / 1024 / 1024,
    maxFiles: PACKAGE_MAX_FILES,
  });
  for (const entry of Object.values(zip.files) as unknown as ZipEntry[]) {
    // jszip normalises names; its `unsafeOriginalName` keeps what the archive said.
    const original = (entry as { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
    if (!isSafePath(original)) throw new AppError('VALIDATION_FAILED', msg('import.zipUnsafePath'));
    total += entry._data?.uncompressedSize ?? 0;
    if (entries.size >= PACKAGE_MAX_FILES || total > PACKAGE_MAX_UNPACKED_BYTES)
      throw new AppError('UNPROCESSABLE', limit);
    if (!entry.dir) entries.set(entry.name, entry);
  }
  return entries;
}

function isSafePath(name: string): boolean {
  if (name.includes('\\') || name.includes('\u0000') || name.startsWith('/') || /^[a-zA-Z]:/.test(name))
    return false;
  return !name.split('/').includes('..');
}

/**
 * A manifest `href` resolved inside the package, or an error: an outside reference (a scheme, `//`,
 * an absolute path, one that climbs out with `..`) is refused (issue 21 "external hrefs in manifests").
 */
function resolveHref(base: string, href: string): string {
  const decoded = decodeURIComponent(href.split('#')[0] ?? '');
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(decoded) || decoded.startsWith('/') || decoded.includes('\\'))
    throw new AppError('VALIDATION_FAILED', msg('import.externalHref', { href: href.slice(0, 200) }));
  const joined = path.normalize(path.join(path.dirname(base), decoded));
  if (joined.startsWith('..') || joined.startsWith('/'))
    throw new AppError('VALIDATION_FAILED', msg('import.externalHref', { href: href.slice(0, 200) }));
  return joined;
}

/** True when the bytes are a ZIP holding an imsmanifest.xml at its root. */
export function isContentPackage(entries: Map<string, unknown>): boolean {
  return entries.has('imsmanifest.xml');
}

/**
 * An IMS content package (issue 21: QTI 2.1 / 3.0 and Canvas QTI 1.2 packages, "driven by the
 * manifest"): each `resource` of an item type (imsqti_item_xmlv2p1, imsqti_item_xmlv3p0,
 * imsqti_xmlv1p2…) is read in manifest order from its `href`; images are looked up relative to the
 * item file, never outside the package. A test resource (assessmentTest) adds nothing: its items are
 * resources of their own. A resource whose file is missing is listed as not imported.
 */
export async function parseContentPackage(
  entries: Map<string, ZipEntry>,
  maxQuestions: number,
): Promise<ParsedFile> {
  const manifestEntry = entries.get('imsmanifest.xml');
  if (!manifestEntry) throw new AppError('VALIDATION_FAILED', msg('import.manifestMissing'));
  const manifest = parseXml(decodeText(await manifestEntry.async('nodebuffer')));
  const resources = descendantsOf(manifest, 'resource');
  // Every href is checked before any file is read: one outside reference refuses the package.
  const planned = resources.map((resource) => {
    const href = attrOf(resource, 'href');
    for (const file of childrenOf(resource, 'file'))
      resolveHref('imsmanifest.xml', attrOf(file, 'href') ?? '');
    return {
      type: (attrOf(resource, 'type') ?? '').toLowerCase(),
      file: href === undefined ? null : resolveHref('imsmanifest.xml', href),
    };
  });
  const isTest = (type: string) => /test/.test(type);
  const items = planned.filter(
    (resource) =>
      /imsqti_(item_)?xml|qti_item|imsqti_xmlv1p2|imsqti_apip/.test(resource.type) && !isTest(resource.type),
  );
  const result: ParsedFile = { format: 'qti21', questions: [], notImported: [] };
  // A test adds the items it references that are not resources of their own (and a missing test
  // file is reported like a missing item).
  const known = new Set(items.map((item) => item.file));
  for (const test of planned.filter((resource) => isTest(resource.type))) {
    const entry = test.file ? entries.get(test.file) : undefined;
    if (!test.file || !entry) {
      result.notImported.push(notImported('test', test.file ?? '', 'missingFile'));
      continue;
    }
    const testRoot = parseXml(decodeText(await entry.async('nodebuffer')));
    for (const ref of descendantsOf(testRoot, 'assessmentItemRef')) {
      const file = resolveHref(test.file, attrOf(ref, 'href') ?? '');
      if (!known.has(file)) {
        known.add(file);
        items.push({ type: 'imsqti_item', file });
      }
    }
  }
  if (items.length > maxQuestions)
    throw new AppError('UNPROCESSABLE', msg('import.tooManyQuestions', { max: maxQuestions }));
  let version: ParsedFile['format'] | null = null;
  for (const resource of items) {
    const entry = resource.file ? entries.get(resource.file) : undefined;
    if (!resource.file || !entry) {
      result.notImported.push(notImported('item', resource.file ?? '', 'missingFile'));
      continue;
    }
    const itemFile = resource.file;
    const root = parseXml(decodeText(await entry.async('nodebuffer')));
    const images = await imagesOf(root, itemFile, entries);
    const resolve = (src: string): DraftImage | null => {
      try {
        const name = resolveHref(itemFile, src.replace('$IMS-CC-FILEBASE$/', ''));
        const data = images.get(name);
        return data ? { data, name: path.basename(name) } : null;
      } catch {
        return null;
      }
    };
    if (norm(root.name) === 'questestinterop') {
      const parsed = parseQti12(root, resolve);
      version = 'qti12';
      result.questions.push(...parsed.questions);
      result.notImported.push(...parsed.notImported);
    } else if (norm(root.name) === 'assessmentitem') {
      version ??= root.name.startsWith('qti-') ? 'qti30' : 'qti21';
      const parsed = parseQtiItem(root, resolve);
      result.questions.push(...parsed.questions);
      result.notImported.push(...parsed.notImported);
    }
  }
  return {
    ...result,
    format: version ?? (resources.some((r) => /v3p0/.test(attrOf(r, 'type') ?? '')) ? 'qti30' : 'qti21'),
  };
}

/** The package images an item's `<img src>` names, read (inflated) only when named. */
async function imagesOf(
  root: XmlElement,
  itemFile: string,
  entries: Map<string, ZipEntry>,
): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  const sources = new Set<string>();
  const visit = (element: XmlElement) => {
    if (norm(element.name) === 'img' && element.attrs.src) sources.add(element.attrs.src);
    for (const node of element.children) {
      if ('name' in node) visit(node);
      else {
        // HTML kept as text (QTI 1.2 mattext, CDATA): its img tags are found by pattern.
        const html = 'text' in node ? decodeHtmlEntities(node.text) : node.cdata;
        for (const match of html.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi))
          if (match[1]) sources.add(decodeHtmlEntities(match[1]));
      }
    }
  };
  visit(root);
  for (const src of sources) {
    try {
      const name = resolveHref(itemFile, src.replace('$IMS-CC-FILEBASE$/', ''));
      const entry = entries.get(name);
      if (entry) images.set(name, await entry.async('nodebuffer'));
    } catch {
      // an outside image is never fetched: takeImages reports it as not inside the file
    }
  }
  return images;
}
