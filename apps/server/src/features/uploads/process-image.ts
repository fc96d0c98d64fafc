import { IMAGE_EXTENSIONS, IMAGE_MAX_DIMENSION } from '@quizset/domain';
import sharp from 'sharp';
import { AppError, msg } from '../../lib/app-error';
import { detectImageKind } from './detect-type';

// The most pixels an accepted image can have (each side below IMAGE_MAX_DIMENSION).
const MAX_PIXELS = (IMAGE_MAX_DIMENSION - 1) ** 2;

/**
 * Checks and re-encodes an uploaded image (issue 3 "Server"): magic bytes must say JPEG/PNG/WebP
 * (415 naming the allowed extensions: an SVG, HTML or MVG in disguise stops here), width and height
 * must each be below 2048 (422), read from the header before any pixel is decoded, so a
 * decompression bomb (a few kB declaring 20,000 × 20,000) gets the dimension message (issue 6)
 * rather than "could not be read"; sharp must then decode it completely (422 for corrupt or
 * truncated data) within that many pixels, and what is stored is a fresh WebP without metadata
 * (EXIF/GPS/ICC text never reaches readers).
 * @returns the WebP bytes.
 */
export async function processImage(input: Buffer): Promise<Buffer> {
  if (!detectImageKind(input))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      msg('image.extension', { extensions: IMAGE_EXTENSIONS.join(', ') }),
    );
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: metadata() decodes no pixels, so no pixel limit is needed for it.
    ({ width, height } = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata());
  } catch {
    throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  }
  if (!width || !height) throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  if (width >= IMAGE_MAX_DIMENSION || height >= IMAGE_MAX_DIMENSION)
    throw new AppError('UNPROCESSABLE', msg('image.dimension', { max: IMAGE_MAX_DIMENSION }));
  try {
    // `rotate()` applies the EXIF orientation before the metadata is dropped; `failOn: 'error'`
    // makes truncated pixel data an error instead of a half-grey picture.
    return await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  }
}
