import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchMe } from './api';
import type { User } from './types';

/**
 * The `['me']` query: GET /api/users/me, `null` when signed out. One definition for the hook and
 * for main.tsx, which starts it before the page's code has arrived (app/first-data.ts).
 */
export const meQuery = queryOptions<User | null>({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: 60_000,
});

/**
 * The signed-in user (`['me']`): `data` is `User`, `null` when signed out, `undefined` while loading.
 * The builder invalidates this key after saving (the server updates `recentQuizsetInfo`).
 */
export function useMe() {
  return useQuery(meQuery);
}
