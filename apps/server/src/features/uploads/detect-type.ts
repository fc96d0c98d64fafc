/**
 * Content sniffing for uploads (issue 3 "checked by content, not by name"). Only the leading bytes
 * and, for Office files, the zip directory names are looked at; decoding is the caller's job.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The image type of `buffer` by magic bytes (JPEG, PNG, WebP), or null (SVG, HTML, MVG, anything else). */
export function detectImageKind(buffer: Buffer): ImageKind | null {
  if (startsWith(buffer, JPEG)) return 'jpeg';
  if (startsWith(buffer, PNG)) return 'png';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type MaterialCheck = 'ok' | 'mismatch' | 'encrypted';

function isUtf8Text(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

// An encrypted Office document is an OLE2 container holding an "EncryptedPackage" stream (UTF-16 name).
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

function checkOfficeZip(buffer: Buffer, partFolder: string): MaterialCheck {
  if (startsWith(buffer, OLE2)) return buffer.includes(ENCRYPTED_PACKAGE) ? 'encrypted' : 'mismatch';
  // Zip entry names are stored uncompressed in local headers and the central directory.
  const isOffice =
    startsWith(buffer, ZIP) && buffer.includes('[Content_Types].xml') && buffer.includes(partFolder);
  return isOffice ? 'ok' : 'mismatch';
}

/**
 * Whether `buffer` really is a file of `extension` (api.md "AI" materials: pdf/docx/pptx/hwp/csv/txt):
 * PDF `%PDF-`; DOCX/PPTX a zip with `[Content_Types].xml` and a `word/` or `ppt/` part (an OLE2
 * EncryptedPackage is 'encrypted'); HWP the OLE2 compound-file signature; CSV/TXT valid UTF-8 text.
 */
export function checkMaterialContent(extension: string, buffer: Buffer): MaterialCheck {
  switch (extension) {
    case 'pdf':
      return startsWith(buffer, ascii('%PDF-')) ? 'ok' : 'mismatch';
    case 'docx':
      return checkOfficeZip(buffer, 'word/');
    case 'pptx':
      return checkOfficeZip(buffer, 'ppt/');
    case 'hwp':
      return startsWith(buffer, OLE2) ? 'ok' : 'mismatch';
    case 'csv':
    case 'txt':
      return isUtf8Text(buffer) ? 'ok' : 'mismatch';
    default:
      return 'mismatch';
  }
}
