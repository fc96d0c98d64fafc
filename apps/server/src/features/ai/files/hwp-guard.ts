import { inflateRawSync, constants as zlib } from 'node:zlib';
import type CFB from 'cfb';
import { FILE_LIMITS, type FileLimits } from './file-limits';
import { FileRejection } from './file-rejection';
import { HWP_FLAG_DISTRIBUTION, hwpFlags, readCompoundFile } from './sniff';

/** FileHeader property bit 0: the sections are deflate-compressed (HWP 5.0 spec, "문서 속성"). */
const HWP_FLAG_COMPRESSED = 0b1;

/**
 * Inflates each compressed BodyText section of an HWP 5 file once, bounded (issue 17 item 3: real
 * bytes, `hwpSectionBytes`), before hwp.js inflates them without a limit. Uncompressed and
 * distribution documents (their sections are encrypted first) are left to the reader.
 * @throws FileRejection 'limit' (422) past the limit.
 */
export function checkHwpSections(bytes: Buffer, limits: FileLimits = FILE_LIMITS): void {
  const container = readCompoundFile(bytes);
  const flags = container ? hwpFlags(container) : null;
  if (!container || flags === null) return;
  if (!(flags & HWP_FLAG_COMPRESSED) || flags & HWP_FLAG_DISTRIBUTION) return;
  for (const [index, path] of container.FullPaths.entries()) {
    if (!/\/BodyText\/Section\d+$/.test(path)) continue;
    const content = (container.FileIndex[index] as CFB.CFB$Entry | undefined)?.content;
    if (!content) continue;
    try {
      inflateRawSync(Buffer.from(content as Uint8Array), {
        maxOutputLength: limits.hwpSectionBytes,
        finishFlush: zlib.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
        throw new FileRejection({ kind: 'limit' });
      // A damaged section: hwp.js decides.
    }
  }
}
