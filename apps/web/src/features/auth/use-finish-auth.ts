import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sanitizeCallbackUrl, withCallbackUrl } from '../../lib/callback-url';
import { queryKeys } from '../../lib/query-keys';
import { fetchMe } from './api';

/** The sanitized `callbackUrl` of the current auth page (defaults to `/public`). */
export function useCallbackUrl(): string {
  const [searchParams] = useSearchParams();
  return sanitizeCallbackUrl(searchParams.get('callbackUrl'));
}

/**
 * After a successful sign-in or sign-up: reload `me` from the server (the cookie just changed) and go
 * back to `callbackUrl`, through `/sign-up/type` first when the account has no user type yet
 * (spec-decisions §2; issue 2 §1). Lists cached while signed out are dropped: they may now include
 * the user's private sets.
 */
export function useFinishAuth(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const callbackUrl = useCallbackUrl();
  return useCallback(async () => {
    queryClient.removeQueries({ queryKey: queryKeys.quizSets });
    const me = await queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 0 });
    if (me && me.userType === null)
      navigate(withCallbackUrl('/sign-up/type', callbackUrl), { replace: true });
    else navigate(callbackUrl, { replace: true });
  }, [queryClient, navigate, callbackUrl]);
}
