import { IMAGE_COMPRESSED_MAX_BYTES } from '@quizset/domain';
import { decodeImage } from './decode-image-size';

/** webp qualities tried in turn until the result weighs at most IMAGE_COMPRESSED_MAX_BYTES. */
const QUALITIES = [0.8, 0.6, 0.4, 0.2];

/**
 * Resizes `file` so its longest side is at most `maxSide` px (never enlarging) and encodes it as
 * webp, lowering the quality until it weighs at most 0.1 MB (spec §5 "compressed to webp (max 0.1 MB,
 * max side 2048)"); when even the lowest quality weighs more, the smallest result is returned and the
 * caller's size rule decides. Decoding is decodeImage's (an Ultra-HDR JPEG included); `toBlob` encodes off the main thread.
 * @throws when the file does not decode or the browser cannot encode webp.
 */
export async function compressToWebp(file: File, maxSide: number): Promise<Blob> {
  const image = await decodeImage(file);
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
  image.close();
  let smallest: Blob | null = null;
  for (const quality of QUALITIES) {
    const blob = await encode(canvas, quality);
    if (smallest === null || blob.size < smallest.size) smallest = blob;
    if (blob.size <= IMAGE_COMPRESSED_MAX_BYTES) break;
  }
  if (!smallest) throw new Error('not encoded');
  return smallest;
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob?.type === 'image/webp' ? resolve(blob) : reject(new Error('webp not supported'))),
      'image/webp',
      quality,
    ),
  );
}
