import { AI_FILE_EXTENSIONS, AI_FILE_MAX_BYTES, fileExtension } from '@quizset/domain';

/**
 * The browser's own check of an AI file before upload (spec §5 "AI": required, ≤ 30 MB, pdf/csv/txt/
 * docx/pptx/hwp). Client-side failures are tracked with the statuses 413 / 415 (spec §8), so they
 * share the server's messages.
 * @returns null when the file may be sent, else the status it is tracked as and the i18n key.
 */
export function checkAiFile(
  file: { name: string; size: number } | null,
): { status: 400 | 413 | 415; key: string } | null {
  if (!file) return { status: 400, key: 'errors.file.required' };
  if (!(AI_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return { status: 415, key: 'errors.file.extensions' };
  if (file.size > AI_FILE_MAX_BYTES) return { status: 413, key: 'errors.file.tooLarge' };
  return null;
}
