import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, type Localizable, msg } from '../../lib/app-error';

/**
 * Reads the single multipart field `file` with a byte limit enforced while streaming: the upload is
 * cut off (413 with `tooLarge`) as soon as it passes `maxBytes`, never buffered whole first.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (not multipart), VALIDATION_FAILED (no file), PAYLOAD_TOO_LARGE.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: Localizable,
): Promise<{ file: MultipartFile; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('server.multipartRequired'));
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
  } catch (error) {
    throw toUploadError(error, tooLarge);
  }
  if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', msg('server.fileRequired'));
  try {
    const data = await file.toBuffer();
    if (file.file.truncated || data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    return { file, data };
  } catch (error) {
    throw toUploadError(error, tooLarge);
  }
}

// busboy's words for a body that does not parse as multipart: a boundary that never appears
// ("Unexpected end of form"/"…multipart data"), broken part headers (issue 6: these were 500s).
const MALFORMED_MULTIPART = /unexpected end of (form|multipart)|malformed (part|urlencoded)|boundary/i;

/**
 * A multipart reading error → its 4xx answer (issue 6, issue 17 item 4: the same for every upload
 * route, the AI file route included): limits → 413 `tooLarge`, a body that does not parse as
 * multipart → 400 VALIDATION_FAILED; anything else is returned unchanged (a real server fault).
 */
export function toUploadError(error: unknown, tooLarge: Localizable): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  )
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    (error instanceof Error && MALFORMED_MULTIPART.test(error.message))
  )
    return new AppError('VALIDATION_FAILED', msg('server.malformedMultipart'));
  return error;
}
