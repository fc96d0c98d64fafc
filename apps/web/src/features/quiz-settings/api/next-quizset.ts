import { SEARCH_ORDERS } from '@quizset/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { nextPageParam } from '../../../lib/quiz-set-list';
import { fetchMyQuizSets } from '../../my-quizzes/api';
import { fetchQuizSet } from '../../quiz-builder/api/quiz-set';

/**
 * The next-quizset chooser's list (spec §7 POST /users/myquiz: page, limit 20, order,
 * `categoryFilters.criteria { searchText, searchType: TITLE }`; next page while current < total).
 */
export function useNextQuizsetCandidates(searchText: string, enabled: boolean) {
  const params = { q: searchText, qType: 'TITLE' as const, order: SEARCH_ORDERS[0] };
  return useInfiniteQuery({
    queryKey: queryKeys.myQuizSets(params),
    queryFn: ({ pageParam, signal }) => fetchMyQuizSets(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
}

/**
 * The chosen next quiz set (spec §7 "Read a quiz set by id (for the next-quizset preview): a 404 is
 * handled"): `null` when it no longer loads (404: deleted, or private and not the caller's), which
 * shows the 'cannot load' placeholder (spec §8).
 */
export function useNextQuizset(id: string | null) {
  return useQuery({
    queryKey: queryKeys.quizSet(id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await fetchQuizSet(id as string, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(id),
    retry: false,
    // Asked again each time the option shows: the set may have been deleted meanwhile (spec §8).
    refetchOnMount: 'always',
  });
}
