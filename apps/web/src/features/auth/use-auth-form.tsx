import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/query-state';
import { useCallbackUrl, useFinishAuth } from './use-finish-auth';
import { useMe } from './use-me';

/**
 * The submit side of an auth form page (sign-in, sign-up): a mutation that finishes auth on success,
 * the page's `callbackUrl`, and `preempt`, what the page renders instead of its form (a loader while
 * the session loads; a redirect to `callbackUrl` when already signed in), else null. Once the form's
 * own mutation is running or done, `useFinishAuth` navigates instead, so no redirect races it.
 */
export function useAuthForm<TInput>(submit: (input: TInput) => Promise<void>): {
  mutation: UseMutationResult<void, Error, TInput>;
  callbackUrl: string;
  preempt: ReactNode;
} {
  const me = useMe();
  const callbackUrl = useCallbackUrl();
  const finishAuth = useFinishAuth();
  const mutation = useMutation({ mutationFn: submit, onSuccess: finishAuth });
  let preempt: ReactNode = null;
  if (me.isPending) preempt = <PageLoader />;
  else if (me.data && !mutation.isPending && !mutation.isSuccess)
    preempt = <Navigate to={callbackUrl} replace />;
  return { mutation, callbackUrl, preempt };
}
