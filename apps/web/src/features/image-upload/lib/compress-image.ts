import { IMAGE_COMPRESSED_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@quizset/domain';
// The worker script, self-hosted: by default the library fetches it from a CDN (jsdelivr), which
// would break offline classrooms and any CSP. Vite emits it as an asset and gives its URL.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/**
 * Browser compression before upload (issue 3 "compressed in the browser to webp (at most 0.1 MB,
 * longest side 2048)"). The library (~20 kB) is imported on the first upload only. Runs in a Web
 * Worker; jsdom cannot run it, so it is verified in the browser (bench / Playwright), and
 * `prepareQuestionImage` takes it as a dependency so its rules are unit-tested without it.
 */
export async function compressToWebp(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxSizeMB: IMAGE_COMPRESSED_MAX_BYTES / 1024 / 1024,
    maxWidthOrHeight: IMAGE_MAX_DIMENSION,
    useWebWorker: true,
    fileType: 'image/webp',
    libURL: new URL(compressionLibUrl, window.location.href).href,
  });
}
