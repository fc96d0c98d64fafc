import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import CFB from 'cfb';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractHwp, HWP_FLAG_COMPRESSED } from '../src/features/ai/files/extract-hwp';
import { CORPUS_DIR, HAS_CORPUS, markCorpusSuiteRan, noticeCorpusSkipped } from './helpers/corpus';

if (!HAS_CORPUS) noticeCorpusSkipped('ai-hwp-uncompressed');

/**
 * Rewrites a compressed HWP 5 file as one saved without compression (issue 16 item 6; the corpus has
 * none): DocInfo and every BodyText section inflated, FileHeader bit 0 cleared.
 */
function uncompressedCopy(bytes: Buffer): Buffer {
  const container = CFB.read(bytes, { type: 'buffer' });
  const at = (name: string) => {
    const index = container.FullPaths.findIndex((full) => full.endsWith(`/${name}`));
    return index < 0 ? null : (container.FileIndex[index] ?? null);
  };
  const set = (entry: CFB.CFB$Entry, content: Buffer) => {
    entry.content = content as unknown as CFB.CFB$Blob;
    entry.size = content.length;
  };
  const streams = [at('DocInfo')];
  for (let index = 0; at(`BodyText/Section${index}`); index += 1)
    streams.push(at(`BodyText/Section${index}`));
  for (const entry of streams)
    if (entry?.content) set(entry, inflateRawSync(Buffer.from(entry.content as Uint8Array)));
  const header = at('FileHeader') as CFB.CFB$Entry;
  const headerBytes = Buffer.from(header.content as Uint8Array);
  headerBytes.writeUInt32LE(headerBytes.readUInt32LE(36) & ~HWP_FLAG_COMPRESSED, 36);
  set(header, headerBytes);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

describe.skipIf(!HAS_CORPUS)('HWP saved without compression (issue 16 item 6)', () => {
  let original: Buffer;
  beforeAll(() => {
    markCorpusSuiteRan('ai-hwp-uncompressed');
    original = readFileSync(path.join(CORPUS_DIR, 'hwp/hwp_korean_report_template.hwp'));
  });

  it('reads the same text as the compressed original (it was refused as damaged)', async () => {
    const copy = uncompressedCopy(original);
    const header = CFB.find(CFB.read(copy, { type: 'buffer' }), 'FileHeader');
    expect(Buffer.from(header?.content as Uint8Array).readUInt32LE(36) & HWP_FLAG_COMPRESSED).toBe(0);
    const expected = await extractHwp(original, () => undefined);
    const read = await extractHwp(copy, () => undefined);
    expect(read.pages.length).toBe(expected.pages.length);
    expect(read.pages.map((page) => page.text)).toEqual(expected.pages.map((page) => page.text));
    expect(read.pages.map((page) => page.text).join('')).toContain('나눔고딕');
  });

  it('still calls a damaged uncompressed file damaged', async () => {
    const copy = uncompressedCopy(original);
    const container = CFB.read(copy, { type: 'buffer' });
    const index = container.FullPaths.findIndex((full) => full.endsWith('/BodyText/Section0'));
    const section = container.FileIndex[index] as CFB.CFB$Entry;
    const garbage = Buffer.alloc(64, 0xff);
    section.content = garbage as unknown as CFB.CFB$Blob;
    section.size = garbage.length;
    const broken = Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
    await expect(extractHwp(broken, () => undefined)).rejects.toMatchObject({ problem: { kind: 'corrupt' } });
  });
});
