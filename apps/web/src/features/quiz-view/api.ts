import type { SavedQuizSet } from '@quizset/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/**
 * GET /api/quizsets/{id} (api.md "Building"): the saved form plus author, dates, `enabledEdit`,
 * `playCount`. The view looks the template's name and thumbnail up in the build data.
 */
export type QuizSetView = SavedQuizSet;

export function fetchQuizSet(id: string, signal?: AbortSignal): Promise<QuizSetView> {
  return apiRequest<{ data: QuizSetView }>(`/api/quizsets/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );
}

export function useQuizSet(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.quizSet(id),
    queryFn: ({ signal }) => fetchQuizSet(id, signal),
    enabled: options.enabled ?? true,
  });
}

/** DELETE /api/quizsets/{id} (owner only); then every list is stale and this set is gone. */
export function useDeleteQuizSet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/quizsets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.quizSet(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quizSets }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
