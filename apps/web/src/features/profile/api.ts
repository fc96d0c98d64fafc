import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { type QuizSetListParams, queryKeys } from '../../lib/query-keys';
import { nextPageParam, type QuizSetPage, toUserListBody } from '../../lib/quiz-set-list';

/**
 * GET /api/users/{id}/info: a public profile (api.md "Accounts": name, avatar, public quiz set count).
 * The contract names the fields loosely, so the avatar and count are optional here and read from the
 * spellings the server may use.
 */
export interface PublicProfile {
  id: string;
  name: string;
  image?: string | null;
  avatarUrl?: string | null;
  quizSetCount?: number;
  publicQuizSetCount?: number;
}

export function fetchUserInfo(userId: string) {
  return apiRequest<{ data: PublicProfile }>(`/api/users/${encodeURIComponent(userId)}/info`).then(
    (r) => r.data,
  );
}

export function useUserInfo(userId: string) {
  return useQuery({ queryKey: queryKeys.userInfo(userId), queryFn: () => fetchUserInfo(userId) });
}

/** POST /api/users/{id}/quizsets: that user's public quiz sets (all of them for the owner). */
export function fetchUserQuizSets(
  userId: string,
  params: QuizSetListParams,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest<QuizSetPage>(`/api/users/${encodeURIComponent(userId)}/quizsets`, {
    method: 'POST',
    body: toUserListBody(params, page),
    signal,
  });
}

export function useUserQuizSets(userId: string, params: QuizSetListParams) {
  return useInfiniteQuery({
    queryKey: queryKeys.userQuizSets(userId, params),
    queryFn: ({ pageParam, signal }) => fetchUserQuizSets(userId, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
