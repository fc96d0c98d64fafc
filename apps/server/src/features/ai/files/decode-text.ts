import chardet from 'chardet';
import iconv from 'iconv-lite';
import { FileRejection } from './file-rejection';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * Decodes a text file (issue 9: "text in UTF-8 or, for Korean text files, EUC-KR / CP949 detected and
 * decoded"): UTF-8 (a BOM is dropped) when the bytes are valid UTF-8; otherwise CP949 (a superset of
 * EUC-KR) when chardet names a Korean encoding, or when CP949 decodes the bytes cleanly into Hangul.
 * @throws FileRejection 'encoding' (415) for anything else (Latin-1, Shift-JIS, UTF-16 …).
 */
export function decodeText(bytes: Buffer): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    // not UTF-8: try Korean legacy encodings below
  }
  const detected = (chardet.detect(bytes.subarray(0, 256 * 1024)) ?? '').toUpperCase();
  const cp949 = iconv.decode(bytes, 'cp949');
  const isClean = !cp949.includes('\ufffd') && HANGUL.test(cp949);
  if (detected === 'EUC-KR' || detected === 'ISO-2022-KR' || isClean) {
    if (cp949.includes('\ufffd') && !isClean) throw new FileRejection({ kind: 'encoding' });
    return cp949;
  }
  throw new FileRejection({ kind: 'encoding' });
}
