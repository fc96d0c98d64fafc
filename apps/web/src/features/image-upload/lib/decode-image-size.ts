/** Width and height in image pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Decodes `file` to learn its real dimensions (issue 3 "width and height each below 2048 px").
 * createImageBitmap decodes off the main thread in Chromium; EXIF orientation is applied, which is
 * what the compressor will produce too.
 * @throws when the bytes are not a decodable image (a truncated or disguised file).
 */
export async function decodeImageSize(file: Blob): Promise<ImageSize> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}
