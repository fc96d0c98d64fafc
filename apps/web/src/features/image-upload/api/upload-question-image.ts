import { apiRequest } from '../../../lib/api-client';

interface UploadImageResponse {
  data: { imageUrl: string };
}

/**
 * `POST /api/quizsets/image` (api.md; issue 3 "Server"): multipart field `file`, answers
 * `{ data: { imageUrl } }`, or 413 / 415 / 422 with the spec §5 message (thrown as ApiError).
 * @returns the stored image's URL.
 */
export async function uploadQuestionImage(image: Blob, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'image.webp');
  const response = await apiRequest<UploadImageResponse>('/api/quizsets/image', {
    method: 'POST',
    body: form,
    signal,
  });
  return response.data.imageUrl;
}
