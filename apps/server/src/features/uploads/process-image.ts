import { IMAGE_EXTENSIONS, IMAGE_MAX_DIMENSION } from '@quizset/domain';
import sharp from 'sharp';
import { AppError, msg } from '../../lib/app-error';
import { detectImageKind } from './detect-type';

/**
 * Checks and re-encodes an uploaded image (issue 3 "Server"): magic bytes must say JPEG/PNG/WebP
 * (415 naming the allowed extensions: an SVG, HTML or MVG in disguise stops here), sharp must decode
 * it completely (422 for corrupt or truncated data), width and height must each be below 2048 (422),
 * and what is stored is a fresh WebP without metadata (EXIF/GPS/ICC text never reaches readers).
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
    ({ width, height } = await sharp(input, { failOn: 'error' }).metadata());
  } catch {
    throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  }
  if (!width || !height) throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  if (width >= IMAGE_MAX_DIMENSION || height >= IMAGE_MAX_DIMENSION)
    throw new AppError('UNPROCESSABLE', msg('image.dimension', { max: IMAGE_MAX_DIMENSION }));
  try {
    // `rotate()` applies the EXIF orientation before the metadata is dropped; `failOn: 'error'`
    // makes truncated pixel data an error instead of a half-grey picture.
    return await sharp(input, { failOn: 'error' }).rotate().webp({ quality: 82 }).toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE', msg('image.unreadable'));
  }
}
