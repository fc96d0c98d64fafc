/**
 * Image type by content (issue 3 "Image: … checked by content, not by name"). Reads the magic bytes
 * of the three accepted formats; a renamed SVG, HTML page or GIF is recognised as none of them.
 */

export type SniffedImageType = 'jpeg' | 'png' | 'webp';

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The format of an image from its first bytes (at least IMAGE_SNIFF_BYTES):
 * JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF????WEBP`.
 * @returns the format, or null for anything else (including too few bytes).
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The bytes of `blob` (FileReader rather than Blob.arrayBuffer: jsdom, where the rules are tested, lacks the latter). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads the head of `file` and sniffs it (Blob.slice: the rest of a 3 MB photo is not read). */
export async function sniffImageFile(file: Blob): Promise<SniffedImageType | null> {
  return sniffImageType(await readBytes(file.slice(0, IMAGE_SNIFF_BYTES)));
}
