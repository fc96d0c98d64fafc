import path from 'node:path';
import { fileExtension, LEARNING_MATERIAL_EXTENSIONS, LEARNING_MATERIAL_MAX_BYTES } from '@quizset/domain';
import { AppError, msg } from '../../lib/app-error';
import { jobProblemError } from '../ai/ai-errors';
import type { FileProbe } from '../ai/jobs/file-probe';
import { checkMaterialContent } from './detect-type';
import { storeUpload } from './store-file';

/** The answer of POST /api/materials (api.md "Building"). */
export interface StoredMaterial {
  type: 'FILE';
  fileUrl: string;
  originalFileName: string;
  fileSize: number;
}

const ALLOWED: readonly string[] = LEARNING_MATERIAL_EXTENSIONS;

// Bidirectional controls (embeddings, overrides, isolates, marks) that make `exe.pdf` display as
// `fdp.exe` (issue 6): U+202A–U+202E, U+2066–U+2069, and the marks U+200E, U+200F, U+061C.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The client's file name reduced to a display string (no folders, control or bidi characters, ≤255). */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  return (
    base
      .replace(/\p{Cc}/gu, '')
      .replace(BIDI_CONTROLS, '')
      .slice(0, 255) || 'file'
  );
}

/**
 * POST /api/materials (api.md "Building"; spec §5 "AI": the learning-material variant allows only
 * pdf, at most 20 MB): a learning material a quiz set can carry (spec §3 "Material", type FILE). The
 * content must really be a PDF (415) that opens (422) without a password (423); the size limit (413)
 * is enforced by the reader while streaming. The PDF is opened in a probe thread, never on the event
 * loop (issue 17 item 1), with the verdict the AI route uses (item 7: pdfVerdict; stream limits,
 * first page loads): a file over the limits or one pdf.js cannot open is 422.
 * The URL it answers is what a quiz set's `materials[].url` must be.
 */
export async function uploadMaterial(
  uploadDir: string,
  probe: FileProbe,
  file: { filename: string; data: Buffer },
): Promise<StoredMaterial> {
  const extension = fileExtension(file.filename);
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', msg('material.extension', { extensions: ALLOWED.join(', ') }));
  if (!ALLOWED.includes(extension)) throw unsupported();
  const check = checkMaterialContent(extension, file.data);
  if (check === 'encrypted') throw new AppError('LOCKED', msg('material.passwordProtected'));
  if (check !== 'ok') throw unsupported();
  const verdict = await probe.material(file.data);
  if (!verdict.ok) {
    if (verdict.problem.kind === 'encrypted') throw new AppError('LOCKED', msg('material.passwordProtected'));
    if (verdict.problem.kind === 'limit') throw jobProblemError(verdict.problem);
    throw new AppError('UNPROCESSABLE', msg('material.unreadable'));
  }
  const fileUrl = await storeUpload(uploadDir, file.data, extension);
  return {
    type: 'FILE',
    fileUrl,
    originalFileName: cleanFileName(file.filename),
    fileSize: file.data.length,
  };
}

export const MATERIAL_TOO_LARGE = msg('material.tooLarge', {
  maxMb: LEARNING_MATERIAL_MAX_BYTES / 1024 / 1024,
});
export const MATERIAL_MAX_UPLOAD_BYTES = LEARNING_MATERIAL_MAX_BYTES;
