import { apiRequest } from '../../../lib/api-client';

/** One language's AI translation state (`GET /api/quizsets/{id}/translations`, issue 9). */
export interface TranslationState {
  status: 'pending' | 'running' | 'done' | 'failed' | 'unavailable';
  updatedAt: string;
  /** NEEDS_MODEL, UPSTREAM, INVALID_OUTPUT … or null. */
  error: string | null;
  /** The stored translation is of the set as it is now. */
  isCurrent: boolean;
}

/** The translation state per chosen language of a saved quiz set (owner and admins). */
export function fetchTranslations(quizSetId: string, signal?: AbortSignal) {
  return apiRequest<{ data: Record<string, TranslationState> }>(
    `/api/quizsets/${encodeURIComponent(quizSetId)}/translations`,
    { signal },
  ).then((body) => body.data);
}
