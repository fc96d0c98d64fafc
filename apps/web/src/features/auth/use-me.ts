import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { fetchMe } from './api';
import type { User } from './types';

/**
 * The signed-in user (`['me']`): `data` is `User`, `null` when signed out, `undefined` while loading.
 * The builder invalidates this key after saving (the server updates `recentQuizsetInfo`).
 */
export function useMe() {
  return useQuery<User | null>({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 60_000 });
}
