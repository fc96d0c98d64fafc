import type { AiFileExtension } from '@quizset/domain';
import CFB from 'cfb';

/**
 * Content checks for AI files (issue 9 "the extension and the content must agree (magic bytes)";
 * "password-protected … → 423"). Looks only at signatures and container directories, never parses
 * the document body, so it is cheap enough to run on the request before a job is queued.
 */
export type SniffResult = 'ok' | 'mismatch' | 'encrypted' | 'corrupt';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HWP_SIGNATURE = 'HWP Document File';
/** FileHeader property bit 1: the document has a password (HWP 5.0 spec, "문서 속성"). */
export const HWP_FLAG_PASSWORD = 0b10;
/** FileHeader property bit 2: a distribution document (body encrypted in ViewText, no password). */
export const HWP_FLAG_DISTRIBUTION = 0b100;

const startsWith = (bytes: Buffer, signature: Buffer) =>
  bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);

/** The OLE2/CFB container of `bytes`, or null when it is not one (or is damaged). */
export function readCompoundFile(bytes: Buffer): CFB.CFB$Container | null {
  if (!startsWith(bytes, OLE2)) return null;
  try {
    return CFB.read(bytes, { type: 'buffer' });
  } catch {
    return null;
  }
}

/** The FileHeader property flags of an HWP 5 container, or null when it is not an HWP 5 file. */
export function hwpFlags(container: CFB.CFB$Container): number | null {
  const header = CFB.find(container, 'FileHeader');
  if (!header?.content) return null;
  const bytes = Buffer.from(header.content as Uint8Array);
  if (bytes.length < 40 || bytes.subarray(0, HWP_SIGNATURE.length).toString('latin1') !== HWP_SIGNATURE)
    return null;
  return bytes.readUInt32LE(36);
}

/**
 * An Office file saved with "encrypt with password" is no longer a zip but an OLE2 container with
 * `EncryptionInfo` and `EncryptedPackage` streams (MS-OFFCRYPTO). Any other OLE2 file under a
 * .docx/.pptx name (an old .doc/.ppt) is a mismatch.
 */
function sniffOfficeZip(bytes: Buffer, partFolder: string): SniffResult {
  const container = readCompoundFile(bytes);
  if (container) {
    const isEncrypted =
      CFB.find(container, 'EncryptedPackage') !== null && CFB.find(container, 'EncryptionInfo') !== null;
    return isEncrypted ? 'encrypted' : 'mismatch';
  }
  // Entry names sit uncompressed in the local headers and the central directory.
  const isOffice =
    startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes(partFolder);
  return isOffice ? 'ok' : 'mismatch';
}

/** A text file must not look binary: no NUL bytes and few control characters in its first 64 KB. */
function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) control += 1;
  }
  return control <= head.length / 100;
}

/**
 * Whether `bytes` really is a file of `extension`: PDF starts with `%PDF-` (within the first
 * 1024 bytes, as readers allow); DOCX/PPTX are zips with `[Content_Types].xml` and a `word/` or
 * `ppt/` part; HWP is an OLE2 container whose FileHeader says "HWP Document File" (password flag →
 * 'encrypted', an OLE2 file that does not open as one → 'corrupt'); CSV/TXT are text (no NULs, few control bytes; the encoding is checked on decoding).
 * PDF passwords are decided by the PDF reader (a user password refuses, an owner-only one does not).
 */
export function sniffAiFile(extension: AiFileExtension, bytes: Buffer): SniffResult {
  switch (extension) {
    case 'pdf':
      return bytes.subarray(0, 1024).includes('%PDF-') ? 'ok' : 'mismatch';
    case 'docx':
      return sniffOfficeZip(bytes, 'word/');
    case 'pptx':
      return sniffOfficeZip(bytes, 'ppt/');
    case 'hwp': {
      if (!startsWith(bytes, OLE2)) return 'mismatch';
      // An OLE2 container that no longer opens, or has no HWP header, is a damaged file.
      const container = readCompoundFile(bytes);
      const flags = container ? hwpFlags(container) : null;
      if (flags === null) return 'corrupt';
      return flags & HWP_FLAG_PASSWORD ? 'encrypted' : 'ok';
    }
    case 'csv':
    case 'txt':
      return looksLikeText(bytes) ? 'ok' : 'mismatch';
  }
}
