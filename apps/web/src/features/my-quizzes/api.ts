import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type QuizSetListParams, queryKeys } from '../../lib/query-keys';
import { nextPageParam, type QuizSetPage, toUserListBody } from '../../lib/quiz-set-list';

/** POST /api/users/myquiz (api.md "Building"): the caller's quiz sets, public and private. */
export function fetchMyQuizSets(params: QuizSetListParams, page: number, signal?: AbortSignal) {
  return apiRequest<QuizSetPage>('/api/users/myquiz', {
    method: 'POST',
    body: toUserListBody(params, page),
    signal,
  });
}

export function useMyQuizSets(params: QuizSetListParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.myQuizSets(params),
    queryFn: ({ pageParam, signal }) => fetchMyQuizSets(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
