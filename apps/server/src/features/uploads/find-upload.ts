import { stat } from 'node:fs/promises';
import path from 'node:path';

// What storeUpload issues: /uploads/<random UUID>.<ext>. Nothing else names a stored file: no outside
// host (`http://169.254.169.254/…`, a tracking pixel), no other scheme, no path tricks (issue 6).
const ISSUED_URL =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,8})$/;

/** Every uploaded image is re-encoded to WebP (process-image.ts), so an issued image URL ends so. */
export const ISSUED_IMAGE_EXTENSIONS = ['webp'] as const;

/** True when `url` has the shape of a URL this server issues with one of `extensions` (no file access). */
export function isIssuedUploadShape(url: string, extensions: readonly string[]): boolean {
  const match = ISSUED_URL.exec(url);
  return match !== null && extensions.includes(match[2] ?? '');
}

/**
 * A file this server issued (POST /api/quizsets/image, POST /api/materials) by its URL, with its
 * size in bytes; null when the URL is not one of ours, has another extension than `extensions`, or
 * the file is gone. Reads only below `uploadDir`.
 */
export async function findUpload(
  uploadDir: string,
  url: string,
  extensions: readonly string[],
): Promise<{ url: string; size: number } | null> {
  const match = ISSUED_URL.exec(url);
  if (!match || !extensions.includes(match[2] ?? '')) return null;
  try {
    const info = await stat(path.join(uploadDir, `${match[1]}.${match[2]}`));
    return info.isFile() ? { url, size: info.size } : null;
  } catch {
    return null;
  }
}
