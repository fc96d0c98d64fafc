import { AI_FILE_EXTENSIONS, AI_FILE_MAX_BYTES, type AiFileExtension, fileExtension } from '@quizset/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, msg } from '../../lib/app-error';
import { toUploadError } from '../uploads/read-upload';

export interface AiUpload {
  fileName: string;
  extension: AiFileExtension;
  bytes: Buffer;
  /** The other multipart fields (snake_case names as sent). */
  fields: Record<string, string>;
}

const TOO_LARGE = msg('material.tooLarge', { maxMb: AI_FILE_MAX_BYTES / 1024 / 1024 });
const unsupported = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    msg('material.extension', { extensions: AI_FILE_EXTENSIONS.join(', ') }),
    {
      reason: 'EXTENSION',
    },
  );

/**
 * The file's bytes in one buffer of their own (not from Node's shared pool, so the job can move it
 * to a worker thread without a copy), filled chunk by chunk as they arrive: no single 30 MB copy
 * (`Buffer.concat`) stalls the event loop that serves everyone else. `sizeHint` is the request's
 * Content-Length (the file is smaller); the buffer grows if the hint was wrong.
 */
async function readStream(stream: AsyncIterable<Buffer>, sizeHint: number): Promise<Buffer> {
  let buffer = Buffer.allocUnsafeSlow(Math.min(Math.max(sizeHint, 1024), AI_FILE_MAX_BYTES + 1));
  let length = 0;
  for await (const chunk of stream) {
    if (length + chunk.length > buffer.length) {
      const grown = Buffer.allocUnsafeSlow(
        Math.min(Math.max(buffer.length * 2, length + chunk.length), AI_FILE_MAX_BYTES + 65_536),
      );
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    chunk.copy(buffer, length);
    length += chunk.length;
  }
  return buffer.subarray(0, length);
}

/**
 * Reads the multipart body of `/generate/file` (spec §7: file, locale, difficulty, type, quizCount,
 * tryCount; fields before or after the file). Cheap checks come first (spec §5, issue 2 "check cheap
 * limits before expensive work"): the extension is refused (415) before a byte of the file is
 * buffered, and the size is cut off at 30 MB while streaming (413).
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (not multipart, extension), VALIDATION_FAILED (no file, a body
 *   that does not parse as multipart), PAYLOAD_TOO_LARGE.
 */
export async function readAiUpload(request: FastifyRequest): Promise<AiUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('server.multipartRequired'));
  const fields: Record<string, string> = {};
  let upload: Omit<AiUpload, 'fields'> | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: AI_FILE_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const extension = fileExtension(part.filename ?? '');
      if (!(AI_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
        part.file.resume();
        throw unsupported();
      }
      const bytes = await readStream(
        part.file,
        Number(request.headers['content-length']) || AI_FILE_MAX_BYTES,
      );
      if (part.file.truncated || bytes.length > AI_FILE_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
      upload = { fileName: part.filename, extension: extension as AiFileExtension, bytes };
    }
  } catch (error) {
    // A body that is not multipart after all ("Boundary not found", "Unexpected end of multipart
    // data") is the client's fault: 400, as on the image and material routes (issue 17 item 4).
    throw toUploadError(error, TOO_LARGE);
  }
  if (!upload) throw new AppError('VALIDATION_FAILED', msg('server.fileRequired'));
  if (upload.bytes.length === 0)
    throw new AppError('UNPROCESSABLE', msg('material.noText'), { reason: 'NO_TEXT' });
  return { ...upload, fields };
}
