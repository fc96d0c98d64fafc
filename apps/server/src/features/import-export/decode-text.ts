import chardet from 'chardet';
import iconv from 'iconv-lite';
import { AppError, msg } from '../../lib/app-error';

const SUPERSET: Record<string, string> = {
  'EUC-KR': 'cp949',
  'ISO-8859-1': 'windows-1252',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
const XML_ENCODING = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

/**
 * A text file's bytes → text (issue 21 "wrong encodings"; chardet + iconv-lite for Windows-1252 /
 * EUC-KR files): a UTF-8/UTF-16 BOM wins, then an XML declaration's encoding, then strict UTF-8,
 * then what chardet guesses. The BOM is dropped.
 * @throws AppError VALIDATION_FAILED when no encoding reads it (unknown name, or a NUL in the text).
 */
export function decodeText(data: Buffer): string {
  let text: string;
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) text = decodeAs(data.subarray(3), 'utf-8');
  else if (data[0] === 0xff && data[1] === 0xfe) text = decodeAs(data.subarray(2), 'utf-16le');
  else if (data[0] === 0xfe && data[1] === 0xff) text = decodeAs(data.subarray(2), 'utf-16be');
  else {
    const declared = XML_ENCODING.exec(data.subarray(0, 200).toString('latin1'))?.[1]?.toLowerCase();
    if (declared && declared !== 'utf-8' && declared !== 'utf8') text = decodeAs(data, declared);
    else {
      try {
        text = utf8.decode(data);
      } catch {
        const guess = (chardet.detect(data.subarray(0, 256 * 1024)) ?? '').toUpperCase();
        if (!guess) throw new AppError('VALIDATION_FAILED', msg('import.encoding'));
        // Read each guess as its superset: CP949 covers EUC-KR, Windows-1252 covers Latin-1.
        text = decodeAs(data, SUPERSET[guess] ?? guess);
      }
    }
  }
  if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', msg('import.encoding'));
  return text;
}

function decodeAs(data: Buffer, encoding: string): string {
  if (!iconv.encodingExists(encoding)) throw new AppError('VALIDATION_FAILED', msg('import.encoding'));
  return iconv.decode(data, encoding);
}
