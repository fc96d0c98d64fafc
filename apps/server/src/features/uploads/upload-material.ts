import path from 'node:path';
import { fileExtension, MATERIAL_EXTENSIONS, MATERIAL_MAX_BYTES } from '@quizset/domain';
import { AppError, msg } from '../../lib/app-error';
import { checkMaterialContent } from './detect-type';
import { storeUpload } from './store-file';

export interface StoredMaterial {
  type: 'FILE';
  url: string;
  originalFileName: string;
  fileSize: number;
}

const ALLOWED = MATERIAL_EXTENSIONS as readonly string[];

/** The client's file name reduced to a display string (no folders, no control characters, ≤255). */
function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  return base.replace(/\p{Cc}/gu, '').slice(0, 255) || 'file';
}

/**
 * POST /api/materials (api.md "Building"/"AI"): a teaching material for AI generation. The extension
 * must be one of pdf/docx/pptx/hwp/csv/txt and the content must match it (415); an encrypted Office
 * file is 423 LOCKED. Size (30 MB, 413) is enforced by the reader while streaming.
 */
export async function uploadMaterial(
  uploadDir: string,
  file: { filename: string; data: Buffer },
): Promise<StoredMaterial> {
  const extension = fileExtension(file.filename);
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', msg('material.extension', { extensions: ALLOWED.join(', ') }));
  if (!ALLOWED.includes(extension)) throw unsupported();
  const check = checkMaterialContent(extension, file.data);
  if (check === 'encrypted') throw new AppError('LOCKED', msg('material.passwordProtected'));
  if (check !== 'ok') throw unsupported();
  const url = await storeUpload(uploadDir, file.data, extension);
  return { type: 'FILE', url, originalFileName: cleanFileName(file.filename), fileSize: file.data.length };
}

export const MATERIAL_TOO_LARGE = msg('material.tooLarge', { maxMb: MATERIAL_MAX_BYTES / 1024 / 1024 });
