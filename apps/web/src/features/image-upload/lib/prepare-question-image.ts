import { checkImageFile, IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@quizset/domain';
import { compressToWebp } from './compress-image';
import { decodeImageSize, type ImageSize } from './decode-image-size';
import { ImageRuleError } from './image-rule-error';
import { sniffImageFile } from './sniff-image-type';

/** The steps that need a real browser, injectable so the rules can be tested under jsdom. */
export interface PrepareImageDeps {
  decode: (file: Blob) => Promise<ImageSize>;
  compress: (file: File) => Promise<Blob>;
}

const browserDeps: PrepareImageDeps = { decode: decodeImageSize, compress: compressToWebp };

/**
 * Checks a picked, dropped or pasted image and compresses it for upload (issue 3 "Image"; spec §5
 * via the domain's `checkImageFile`), in this order:
 * 1. type by content (magic bytes; the name's extension is not trusted) → `image.extension`
 * 2. size ≤ 3 MB → `image.tooLarge`
 * 3. decoded width and height each < 2048 → `image.dimension` (`image.unreadable` if it won't decode)
 * 4. compression to webp (≤ 0.1 MB, longest side 2048).
 * @returns the webp blob to upload.
 * @throws ImageRuleError with the domain message key and params.
 */
export async function prepareQuestionImage(file: File, deps: PrepareImageDeps = browserDeps): Promise<Blob> {
  const type = await sniffImageFile(file);
  const typeFailure = checkImageFile({ extension: type ?? '', sizeBytes: file.size });
  if (typeFailure) throw new ImageRuleError(typeFailure.key, typeFailure.params);

  let size: ImageSize;
  try {
    size = await deps.decode(file);
  } catch {
    throw new ImageRuleError('image.unreadable');
  }
  const sizeFailure = checkImageFile({ extension: type ?? '', sizeBytes: file.size, ...size });
  if (sizeFailure) throw new ImageRuleError(sizeFailure.key, sizeFailure.params);

  try {
    return await deps.compress(file);
  } catch {
    throw new ImageRuleError('image.unreadable');
  }
}

/** The `accept` attribute of the file picker (a hint only; content is checked above). */
export const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...IMAGE_MIME_TYPES,
].join(',');
