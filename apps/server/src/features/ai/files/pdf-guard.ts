import { inflateSync, constants as zlib } from 'node:zlib';
import { FILE_LIMITS, type FileLimits } from './file-limits';
import { FileRejection } from './file-rejection';

const OBJECT_HEADER = /(\d+)\s+\d+\s+obj\b/g;
const CONTENTS_REF = /\/Contents\s*(?:(\d+)\s+\d+\s+R|\[([^\]]*)\])/g;
const REF = /(\d+)\s+\d+\s+R/g;
const FONT = /\/Font\b/;

/** One FlateDecode stream inflated, or throws 'limit' past `limit` real bytes; a damaged stream → empty. */
function inflateBounded(data: Buffer, limit: number): Buffer {
  try {
    return inflateSync(data, { maxOutputLength: limit, finishFlush: zlib.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new FileRejection({ kind: 'limit' });
    // A damaged stream: pdf.js reads what it can of it; it costs nothing here.
    return Buffer.alloc(0);
  }
}

/** Object numbers named by `/Contents` entries in `text` (each occurrence counts: a shared stream is parsed per page). */
function contentRefs(text: string, into: number[]): void {
  for (const match of text.matchAll(CONTENTS_REF)) {
    if (match[1]) into.push(Number(match[1]));
    else for (const ref of (match[2] ?? '').matchAll(REF)) into.push(Number(ref[1]));
  }
}

/**
 * Scans a PDF's raw bytes before pdf.js opens it (issue 17 items 1 and 3): every FlateDecode stream
 * that is not an image is inflated once, bounded (`pdfStreamBytes`), and the content streams the
 * pages name are added up, a stream shared by 500 pages counted 500 times (`pdfContentBytes`).
 * Object streams are inflated too, so page dictionaries stored in them are counted. Image streams
 * are skipped: text extraction never decodes them. All inflated streams add up to at most
 * `pdfTotalBytes`, so a thousand small bombs cost no more than one. Linear in the file's size; nothing is kept.
 * A file with no object at all is 'corrupt'; one with more than `pdfObjectsWithoutXref` objects and
 * no xref is 'limit'.
 * @returns whether the file names a font anywhere (a scanned PDF names none: no text to read).
 * @throws FileRejection 'limit' or 'corrupt' (422).
 */
export function checkPdfStreams(bytes: Uint8Array, limits: FileLimits = FILE_LIMITS): { hasFonts: boolean } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const streamSizes = new Map<number, number>();
  const refs: number[] = [];
  let total = 0;
  // A page shows text only through a font: a PDF naming none (a scan) has no text to read.
  let hasFonts = FONT.test(text);
  // The next `endobj` / `stream` from a position only moves forward: each word is searched for at
  // most once per occurrence, so a file of a million object headers and no `endobj` stays linear.
  let nextEnd = -2;
  let nextStream = -2;
  OBJECT_HEADER.lastIndex = 0;
  let objects = 0;
  for (let match = OBJECT_HEADER.exec(text); match; match = OBJECT_HEADER.exec(text)) {
    objects += 1;
    const bodyStart = match.index + match[0].length;
    if (nextEnd !== -1 && nextEnd < bodyStart) nextEnd = text.indexOf('endobj', bodyStart);
    if (nextStream !== -1 && nextStream < bodyStart) nextStream = text.indexOf('stream', bodyStart);
    const end = nextEnd;
    const stream = nextStream;
    if (stream < 0 || (end >= 0 && end < stream)) {
      contentRefs(
        text.slice(bodyStart, end < 0 ? bodyStart + 4096 : Math.min(end, bodyStart + 65_536)),
        refs,
      );
      continue;
    }
    const dictionary = text.slice(bodyStart, stream);
    contentRefs(dictionary, refs);
    let dataStart = stream + 'stream'.length;
    if (text[dataStart] === '\r') dataStart += 1;
    if (text[dataStart] === '\n') dataStart += 1;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) break;
    // Skip the stream's bytes: they are data, not objects.
    OBJECT_HEADER.lastIndex = dataEnd;
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    const inflated = inflateBounded(
      buffer.subarray(dataStart, dataEnd),
      Math.min(limits.pdfStreamBytes, limits.pdfTotalBytes - total),
    );
    total += inflated.length;
    streamSizes.set(Number(match[1]), inflated.length);
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      const objects = inflated.toString('latin1');
      contentRefs(objects, refs);
      hasFonts ||= FONT.test(objects);
    }
  }
  // Random bytes after `%PDF-` hold no object: nothing pdf.js could find a catalog in, however long
  // it searches (1.6–3 s for 19 MB). Without an xref pdf.js indexes every object itself: a file of
  // a million objects and no xref costs it seconds, so such files are bounded here.
  if (objects === 0) throw new FileRejection({ kind: 'corrupt' });
  if (objects > limits.pdfObjectsWithoutXref && !text.includes('startxref'))
    throw new FileRejection({ kind: 'limit' });
  let content = 0;
  for (const ref of refs) {
    content += streamSizes.get(ref) ?? 0;
    if (content > limits.pdfContentBytes) throw new FileRejection({ kind: 'limit' });
  }
  return { hasFonts };
}
