import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type QuizSetListParams, queryKeys } from '../../lib/query-keys';
import { nextPageParam, type QuizSetPage, toPublicListQuery } from '../../lib/quiz-set-list';

/** GET /api/quizsets (api.md "Building"): public quiz sets, 20 a page. */
export function fetchPublicQuizSets(params: QuizSetListParams, page: number, signal?: AbortSignal) {
  return apiRequest<QuizSetPage>(`/api/quizsets?${toPublicListQuery(params, page)}`, { signal });
}

export function usePublicQuizSets(params: QuizSetListParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.publicQuizSets(params),
    queryFn: ({ pageParam, signal }) => fetchPublicQuizSets(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
