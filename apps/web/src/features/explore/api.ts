import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type QuizSetListParams, queryKeys } from '../../lib/query-keys';
import { nextPageParam, type QuizSetPage, toPublicListQuery } from '../../lib/quiz-set-list';

/**
 * GET /api/quizsets (api.md "Building"): public quiz sets, 20 a page; `category` (a school type,
 * grade or subject id) narrows them to that part of the category tree (issue 7 "Explore").
 */
export function fetchPublicQuizSets(
  params: QuizSetListParams,
  page: number,
  signal?: AbortSignal,
  category?: string,
) {
  const query = new URLSearchParams(toPublicListQuery(params, page));
  if (category) query.set('category', category);
  return apiRequest<QuizSetPage>(`/api/quizsets?${query}`, { signal });
}

export function usePublicQuizSets(params: QuizSetListParams, category?: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.publicQuizSets(params), category ?? null],
    queryFn: ({ pageParam, signal }) => fetchPublicQuizSets(params, pageParam, signal, category),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
