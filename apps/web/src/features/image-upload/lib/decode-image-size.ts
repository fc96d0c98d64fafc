/** Width and height in image pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A decoded image ready to draw; `close` frees its pixels. */
export interface DecodedImage extends ImageSize {
  source: CanvasImageSource;
  close: () => void;
}

/**
 * Decodes `file` with createImageBitmap, which is strict: a truncated or corrupt file fails here
 * ("can't read image") instead of being uploaded half grey as an `<img>` would show it. EXIF
 * orientation is applied, as on screen. (The corpus's "Ultra-HDR" JPEG, Pillow's `ultrahdr.jpg`, is
 * such a file: its photo's scan data is cut off after the SOS header, so it has no pixels to resize.)
 * @throws when the bytes are not a decodable image (a truncated or disguised file).
 */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/** The decoded size of `file` (decodeImage). */
export async function decodeImageSize(file: Blob): Promise<ImageSize> {
  const image = await decodeImage(file);
  image.close();
  return { width: image.width, height: image.height };
}
