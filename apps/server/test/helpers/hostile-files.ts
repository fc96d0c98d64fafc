import { randomBytes } from 'node:crypto';
import { crc32, createDeflate, createDeflateRaw } from 'node:zlib';

/**
 * Hostile files of issue 17 (items 1, 3 and 7), built in memory by the tests and `npm run bench --
 * abuse` so no big binary is committed: PDFs that stall pdf.js (a huge page tree, no xref, random
 * bytes, a 340-byte fuzzed file), PDF and zip bombs whose small files inflate to hundreds of MB.
 */

/** `unit` repeated to about 1 MB, so a stream gets few big writes rather than a million small ones. */
function megabyteOf(unit: Buffer): { chunk: Buffer; units: number } {
  const units = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  return { chunk: Buffer.concat(Array.from({ length: units }, () => unit)), units };
}

/** At least `times` copies of `unit`, zlib-deflated as a stream: the plain text never sits in memory. */
async function deflateRepeated(unit: Buffer, times: number): Promise<Buffer> {
  const { chunk, units } = megabyteOf(unit);
  const deflate = createDeflate({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve).on('error', reject);
  });
  for (let index = 0; index < Math.ceil(times / units); index += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A PDF of `objects` ("N 0 obj … endobj" strings and stream objects) with a correct xref table. */
export function pdfOf(objects: Array<string | Buffer>, root = 1): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  for (const [index, object] of objects.entries()) {
    offsets.push(length);
    const head = Buffer.from(`${index + 1} 0 obj\n`);
    const body = typeof object === 'string' ? Buffer.from(object) : object;
    const tail = Buffer.from('\nendobj\n');
    parts.push(head, body, tail);
    length += head.length + body.length + tail.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<</Size ${objects.length + 1}/Root ${root} 0 R>>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return Buffer.concat(parts);
}

/** A stream object's text: dictionary plus raw (already encoded) data. */
const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<<${dictionary}/Length ${data.length}>>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** One page's text as a content stream (Helvetica, one line per sentence). */
function textContent(sentences: string[]): string {
  return sentences.map((line, index) => `BT /F1 11 Tf 40 ${780 - index * 14} Td (${line}) Tj ET`).join('\n');
}

/** A valid small PDF with `pages` pages of English text: a job of a few hundred milliseconds. */
export function textPdf(pages = 2): Buffer {
  const objects: string[] = [
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Kids[${Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ')}]/Count ${pages}>>`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  for (let page = 0; page < pages; page += 1) {
    const content = textContent([
      `The heart pumps blood through the arteries of the body on page ${page + 1}.`,
      'The lungs take oxygen from the air we breathe every minute.',
      'Red blood cells carry oxygen from the lungs to the muscles.',
    ]);
    objects.push(
      `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 3 0 R>>>>/Contents ${5 + page * 2} 0 R>>`,
      `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    );
  }
  return pdfOf(objects);
}

/**
 * Issue 17 item 1: a PDF whose page tree has `pages` leaves under intermediate nodes of `fanout`
 * kids each (about 5 MB for 50,000), with a correct xref: it opens, and walking it is the cost.
 */
export function pageTreePdf(pages = 50_000, fanout = 224): Buffer {
  const objects: string[] = ['<</Type/Catalog/Pages 2 0 R>>', ''];
  const branches = Math.ceil(pages / fanout);
  const firstBranch = 3;
  const firstLeaf = firstBranch + branches;
  const kids: string[] = [];
  for (let branch = 0; branch < branches; branch += 1) {
    const leaves = Math.min(fanout, pages - branch * fanout);
    const leafRefs = Array.from({ length: leaves }, (_, i) => `${firstLeaf + branch * fanout + i} 0 R`);
    objects.push(`<</Type/Pages/Parent 2 0 R/Kids[${leafRefs.join(' ')}]/Count ${leaves}>>`);
    kids.push(`${firstBranch + branch} 0 R`);
  }
  for (let leaf = 0; leaf < pages; leaf += 1)
    objects.push(`<</Type/Page/Parent ${firstBranch + Math.floor(leaf / fanout)} 0 R/MediaBox[0 0 10 10]>>`);
  objects[1] = `<</Type/Pages/Kids[${kids.join(' ')}]/Count ${pages}>>`;
  return pdfOf(objects);
}

/** Issue 17 item 1: `%PDF-1.4` and `megabytes` MB of objects, with no xref and no trailer (pdf.js rebuilds one). */
export function noXrefPdf(megabytes = 19): Buffer {
  const parts: string[] = ['%PDF-1.4\n'];
  let length = 0;
  for (let number = 1; length < megabytes * 1024 * 1024; number += 1) {
    const object = `${number} 0 obj\n<</N ${number}/Next ${number + 1} 0 R>>\nendobj\n`;
    parts.push(object);
    length += object.length;
  }
  return Buffer.from(parts.join(''));
}

/** Issue 17 item 1: `%PDF-1.4` followed by `megabytes` MB of random bytes. */
export function randomPdf(megabytes = 19): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(megabytes * 1024 * 1024)]);
}

/** Issue 17 item 7: the probe's 340-byte fuzzed PDF (object generation 2^64, an absurd /Count). */
export function fuzzedPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 18446744073709551616 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 18446744073709551616>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n' +
      '4 0 obj<</Length 18446744073709551616>>stream\nBT ET\nendstream endobj\n' +
      'trailer<</Root 1 0 R/Size 5>>\n%%EOF\n',
  );
}

/** Issue 17 item 3: one page whose content stream inflates to `megabytes` MB (400 MB from about 400 KB). */
export async function streamBombPdf(megabytes = 400): Promise<Buffer> {
  const data = await deflateRepeated(Buffer.alloc(1024 * 1024, 0x20), megabytes);
  return pdfOf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>',
    streamObject('/Filter/FlateDecode', data),
  ]);
}

/** Issue 17 item 3: `pages` pages sharing one content stream of `kilobytes` KB of text drawing. */
export async function sharedStreamPdf(pages = 500, kilobytes = 1024): Promise<Buffer> {
  const line = Buffer.from('BT /F1 11 Tf 40 700 Td (The same sentence on every page of it.) Tj ET\n');
  const data = await deflateRepeated(line, Math.ceil((kilobytes * 1024) / line.length));
  const pageRefs = Array.from({ length: pages }, (_, i) => `${5 + i} 0 R`).join(' ');
  const objects: Array<string | Buffer> = [
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Kids[${pageRefs}]/Count ${pages}>>`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    streamObject('/Filter/FlateDecode', data),
  ];
  for (let page = 0; page < pages; page += 1)
    objects.push(
      '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 3 0 R>>>>/Contents 4 0 R>>',
    );
  return pdfOf(objects);
}

interface ZipMember {
  name: string;
  /** Raw-deflated data, or stored bytes when `stored`. */
  data: Buffer;
  /** The size the headers declare (a bomb lies here). */
  declaredSize: number;
  crc: number;
  stored?: boolean;
}

/** A zip built by hand (local headers, central directory): members as given, sizes as declared. */
function zipOf(members: ZipMember[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const member of members) {
    const name = Buffer.from(member.name);
    const method = member.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(member.crc >>> 0, 14);
    local.writeUInt32LE(member.data.length, 18);
    local.writeUInt32LE(member.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(member.crc >>> 0, 16);
    central.writeUInt32LE(member.data.length, 20);
    central.writeUInt32LE(member.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, member.data);
    centrals.push(central, name);
    offset += local.length + name.length + member.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const storedMember = (name: string, text: string): ZipMember => {
  const data = Buffer.from(text);
  return { name, data, declaredSize: data.length, crc: crc32(data), stored: true };
};

/**
 * An Office file (DOCX: `word/document.xml`, PPTX: `ppt/slides/slide1.xml`) whose main part is
 * `megabytes` MB of repeated paragraphs, declared as 1 KB. `text` picks a paragraph of words (50 MB
 * of text in a small file) over one of blanks.
 */
export async function officeBomb(kind: 'docx' | 'pptx', megabytes: number, text = false): Promise<Buffer> {
  const paragraph = Buffer.from(
    kind === 'docx'
      ? `<w:p><w:r><w:t>${text ? 'The heart pumps blood through the arteries. '.repeat(20) : ' '.repeat(900)}</w:t></w:r></w:p>`
      : `<a:p><a:r><a:t>${text ? 'The heart pumps blood. '.repeat(40) : ' '.repeat(900)}</a:t></a:r></a:p>`,
  );
  const times = Math.ceil((megabytes * 1024 * 1024) / paragraph.length);
  const main =
    kind === 'docx'
      ? {
          name: 'word/document.xml',
          open: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
          close: '</w:body></w:document>',
        }
      : {
          name: 'ppt/slides/slide1.xml',
          open: '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>',
          close: '</p:txBody></p:sp></p:spTree></p:cSld></p:sld>',
        };
  // The main part: opening tag, the deflated paragraphs, closing tag, as one raw deflate stream.
  const whole = await deflateParts([Buffer.from(main.open), paragraph, Buffer.from(main.close)], times);
  const members: ZipMember[] = [
    storedMember(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
        (kind === 'docx'
          ? '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          : '<Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>') +
        '</Types>',
    ),
    storedMember(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        (kind === 'docx'
          ? '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
          : '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="ppt/presentation.xml"/>') +
        '</Relationships>',
    ),
    { name: main.name, data: whole, declaredSize: 1024, crc: 0 },
  ];
  return zipOf(members);
}

/** open + at least `times` × middle + close, raw-deflated as one stream. */
async function deflateParts([open, middle, close]: [Buffer, Buffer, Buffer], times: number): Promise<Buffer> {
  const { chunk, units } = megabyteOf(middle);
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve).on('error', reject);
  });
  const write = async (chunk: Buffer) => {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(open);
  for (let index = 0; index < Math.ceil(times / units); index += 1) await write(chunk);
  await write(close);
  deflate.end();
  await done;
  return Buffer.concat(out);
}
