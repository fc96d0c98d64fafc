import { checkImageFile, IMAGE_EXTENSIONS, IMAGE_MAX_DIMENSION, IMAGE_MIME_TYPES } from '@quizset/domain';
import { compressToWebp } from './compress-image';
import { decodeImageSize, type ImageSize } from './decode-image-size';
import { ImageRuleError } from './image-rule-error';
import { sniffImageFile } from './sniff-image-type';

/** The steps that need a real browser, injectable so the rules can be tested under jsdom. */
export interface PrepareImageDeps {
  decode: (file: Blob) => Promise<ImageSize>;
  /** Resizes so the longest side is at most `maxSide` px (never enlarges) and compresses to webp. */
  compress: (file: File, maxSide: number) => Promise<Blob>;
}

const browserDeps: PrepareImageDeps = { decode: decodeImageSize, compress: compressToWebp };

/**
 * The longest side after resizing: spec §5 says both "width and height each below 2048 px" (the upload
 * rule, checked again by the server) and "max side 2048" (the compression); 2047 is the largest side
 * that satisfies both (docs/spec-decisions.md).
 */
export const RESIZED_MAX_SIDE = IMAGE_MAX_DIMENSION - 1;

/**
 * The largest picked file the browser decodes at all: a guard for the tab's memory, far above any
 * phone photo (a 48-megapixel JPEG is ~15 MB). The spec's 3 MB applies to what is uploaded.
 */
export const IMAGE_INPUT_MAX_BYTES = 40 * 1024 * 1024;

/**
 * Checks a picked, dropped or pasted image and makes it uploadable (issue 3 "Image", issue 7 "phone
 * photo"; spec §5 via the domain's `checkImageFile`), in this order:
 * 1. type by content (magic bytes; the name's extension is not trusted) → `image.extension`
 * 2. a file above IMAGE_INPUT_MAX_BYTES is not decoded → `image.tooLarge` (naming that limit)
 * 3. it must decode → `image.unreadable` (the only reason for that message)
 * 4. resized to RESIZED_MAX_SIDE on its longest side and compressed to webp (≤ 0.1 MB aimed): a 4032 ×
 *    3024 phone photo or a 1512 × 2688 Ultra-HDR JPEG is accepted, not refused for its size
 * 5. the result must follow the upload rules (≤ 3 MB) → `image.tooLarge` naming 3 MB.
 * @returns the webp blob to upload.
 * @throws ImageRuleError with the domain message key and params.
 */
export async function prepareQuestionImage(file: File, deps: PrepareImageDeps = browserDeps): Promise<Blob> {
  const type = await sniffImageFile(file);
  const typeFailure = checkImageFile({ extension: type ?? '', sizeBytes: 0 });
  if (typeFailure) throw new ImageRuleError(typeFailure.key, typeFailure.params);
  if (file.size > IMAGE_INPUT_MAX_BYTES)
    throw new ImageRuleError('image.tooLarge', { maxMb: IMAGE_INPUT_MAX_BYTES / 1024 / 1024 });

  let size: ImageSize;
  try {
    size = await deps.decode(file);
  } catch {
    throw new ImageRuleError('image.unreadable');
  }

  let compressed: Blob;
  try {
    compressed = await deps.compress(file, RESIZED_MAX_SIDE);
  } catch {
    // It decoded above, so this is the encoder failing on an odd file: still "can't read it".
    throw new ImageRuleError('image.unreadable');
  }
  const scale = Math.min(1, RESIZED_MAX_SIDE / Math.max(size.width, size.height));
  const resultFailure = checkImageFile({
    extension: 'webp',
    sizeBytes: compressed.size,
    width: Math.round(size.width * scale),
    height: Math.round(size.height * scale),
  });
  if (resultFailure) throw new ImageRuleError(resultFailure.key, resultFailure.params);
  return compressed;
}

/** The `accept` attribute of the file picker (a hint only; content is checked above). */
export const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...IMAGE_MIME_TYPES,
].join(',');
