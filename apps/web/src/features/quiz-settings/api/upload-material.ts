import type { Material } from '@quizset/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/materials` (api.md "Building"; spec §7 "Learning-material upload: multipart with the
 * file; response data.fileUrl"): the learning-material variant, PDF only, 20 MB. Throws ApiError
 * (413 / 415 / 423 / 422 with the domain's message) when refused.
 * @returns the material as the form holds it (spec §3 "Material"), `allowReopenDuringPlay` as given.
 */
export async function uploadMaterial(
  file: File,
  allowReopenDuringPlay: boolean,
  signal?: AbortSignal,
): Promise<Material> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiRequest<{
    data: { type: 'FILE'; fileUrl: string; originalFileName: string; fileSize: number };
  }>('/api/materials', { method: 'POST', body: form, signal });
  return {
    type: data.type,
    url: data.fileUrl,
    originalFileName: data.originalFileName,
    fileSize: data.fileSize,
    allowReopenDuringPlay,
  };
}
