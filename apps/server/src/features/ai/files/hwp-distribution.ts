import { createDecipheriv } from 'node:crypto';

/**
 * Decrypts the body of an HWP "distribution document" (배포용 문서; FileHeader flag bit 2). Such a file
 * has no password: its sections sit AES-128-ECB encrypted in `ViewText/SectionN`, and the key is in
 * the file itself, hidden in the first record (HWPTAG_DISTRIBUTE_DOC_DATA, 256 bytes) behind an XOR
 * stream seeded by the record's first 4 bytes and drawn from the MSVC `rand()` generator. This is
 * the documented HWP 5.0 format (hwplib and pyhwp read it the same way); it is not a password crack.
 * @returns the section stream as BodyText would hold it (still deflated when the file is compressed).
 * @throws Error when the stream does not start with the distribution record.
 */
export function decryptDistributionSection(stream: Uint8Array): Buffer {
  const data = Buffer.from(stream);
  const header = data.readUInt32LE(0);
  const tagId = header & 0x3ff;
  let size = header >>> 20;
  let offset = 4;
  if (size === 0xfff) {
    size = data.readUInt32LE(4);
    offset = 8;
  }
  const HWPTAG_DISTRIBUTE_DOC_DATA = 0x10 + 12;
  if (tagId !== HWPTAG_DISTRIBUTE_DOC_DATA || size < 256) throw new Error('not a distribution section');
  const record = Buffer.from(data.subarray(offset, offset + 256));
  const seed = record.readUInt32LE(0);
  let state = seed;
  const rand = () => {
    state = (Math.imul(state, 214013) + 2531011) >>> 0;
    return (state >>> 16) & 0x7fff;
  };
  for (let index = 0; index < 256; ) {
    const key = rand() & 0xff;
    let count = (rand() & 0x0f) + 1;
    while (count > 0 && index < 256) {
      if (index >= 4) record[index] = (record[index] ?? 0) ^ key;
      index += 1;
      count -= 1;
    }
  }
  const keyOffset = 4 + (seed & 0x0f);
  const key = record.subarray(keyOffset, keyOffset + 16);
  const encrypted = data.subarray(offset + size);
  const usable = encrypted.subarray(0, encrypted.length - (encrypted.length % 16));
  const decipher = createDecipheriv('aes-128-ecb', key, null);
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(usable), decipher.final()]);
}
