import type { QuizSetSubmit, SavedQuizSet } from '@quizset/domain';
import { apiRequest } from '../../../lib/api-client';

/** The quiz set calls of api.md "Building" that the builder makes. */
export async function fetchQuizSet(id: string, signal?: AbortSignal): Promise<SavedQuizSet> {
  const body = await apiRequest<{ data: SavedQuizSet }>(`/api/quizsets/${encodeURIComponent(id)}`, {
    signal,
  });
  return body.data;
}

/** POST /api/quizsets; with `originQuizSetId` in the payload it saves a duplicate. */
export async function createQuizSet(payload: QuizSetSubmit): Promise<{ id: string }> {
  const body = await apiRequest<{ data: { id: string } }>('/api/quizsets', { method: 'POST', body: payload });
  return body.data;
}

/** PUT /api/quizsets/{id} with `updatedAt` as last read; a stale one throws ApiError 409 CONFLICT. */
export async function updateQuizSet(
  id: string,
  payload: QuizSetSubmit,
): Promise<{ id: string; updatedAt: string }> {
  const body = await apiRequest<{ data: { id: string; updatedAt: string } }>(
    `/api/quizsets/${encodeURIComponent(id)}`,
    { method: 'PUT', body: payload },
  );
  return body.data;
}
