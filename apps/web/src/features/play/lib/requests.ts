import { useCallback, useId } from 'react';
import useSWR, { mutate, preload, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';

/*
 * The player's few requests on swr instead of TanStack Query (issue 20 item 1: first-load JS of
 * /play/{hash} ≤ 120 kB gzip). Query cost the player 10.3 kB gzip for a keyed cache one prefetch and
 * several components share, a poll, a write-back after an answer and four one-shot actions; swr with
 * swr/mutation does the same in ≈ 7 kB (5.3 more than the hand-written cache it replaced). Loading
 * Query lazily would not help: the first screen needs the room. The app's other pages keep Query;
 * inside the app (play-page.tsx, the Classroom bridge) the player keeps swr's own cache. This file
 * only maps the player's wording onto swr, so the components stay as they were with Query.
 *
 * No retries (a 4xx is an answer, as the player's queries' `retry: false`), no asking again on focus
 * or reconnect (the player never did).
 */

/** As the app's QueryClient (lib/query-client.ts): data younger than this is not asked for again on mount. */
const FRESH_MS = 30_000;

const ONCE: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // swr counts it from the answer: a mount within it takes the cached data (refetch still asks).
  dedupingInterval: FRESH_MS,
};

/**
 * A polled key: swr skips its poll while the key holds an error and leaves the recovery to its
 * retries, so the "retry" here is simply the next poll, at the poll's pace and only while the tab is
 * shown (as before: a failed poll never stopped the bell).
 */
function polled(interval: number): SWRConfiguration {
  return {
    ...ONCE,
    refreshInterval: interval, // swr pauses it while the tab is hidden (refreshWhenHidden: false)
    dedupingInterval: 0, // the poll asks every interval; a request under way is still shared
    shouldRetryOnError: true,
    onErrorRetry: (_error, _key, _config, revalidate, options) => {
      const again = () => {
        if (document.hidden) document.addEventListener('visibilitychange', again, { once: true });
        else void revalidate(options);
      };
      setTimeout(again, interval);
    },
  };
}

/**
 * Asks for `key` before any component does (the player's entry, play-main.tsx: the room and the user,
 * whose answers the page's `Link` header preloads); the first `useRequest` of the key takes over the
 * request under way, or its answer, instead of making another (swr's `preload`). Once the answer is
 * in it is the key's cached data too: a `useRequest` that mounts after that shows it in its first
 * render, so the player's first render is the join screen, not a loader and the join screen after it
 * (issue 20). A failure is left to the first `useRequest` of the key, which reports it.
 */
export function prefetchRequest<T>(key: string, fetcher: () => Promise<T>): void {
  preload(key, fetcher)?.then(
    (data) => mutate(key, data, { revalidate: false }),
    () => undefined,
  );
}

/**
 * `data` as `key`'s answer, now (a new attempt's progress and bell, which the join's answer carried:
 * issue 20): a `useRequest` that mounts after this shows it in its first render, and its first read
 * takes it instead of asking the server. Only for a key nothing has read yet (a new attempt's).
 */
export function seedRequest<T>(key: string, data: T): void {
  void mutate(key, data, { revalidate: false });
  preload(key, async () => data);
}

export interface RequestResult<T> {
  /** The key's data: undefined while loading, when disabled (key null), or after an error with none. */
  data: T | undefined;
  /** The last request's error (null when none, and while asking again with no data to show). */
  error: unknown;
  isError: boolean;
  /** No data and no error yet (also while disabled, as a disabled query). */
  isPending: boolean;
  /** Asks again; resolves when the answer is in (never rejects: the error is in `error`). */
  refetch: () => Promise<void>;
  /** Replaces the cached data without asking (an answer's reply written into the progress). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * GET-like data of the player, cached per `key` for the page's life (shared by every component that
 * asks for the same key). `key` null disables it. Asks on mount unless the key's data is younger than
 * FRESH_MS (or `keep`, for data that never changes: a translation), and every `refetchInterval` ms
 * while the tab is shown.
 */
export function useRequest<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  options: { refetchInterval?: number; keep?: boolean } = {},
): RequestResult<T> {
  const { refetchInterval, keep = false } = options;
  const config = refetchInterval ? polled(refetchInterval) : ONCE;
  const swr = useSWR<T>(key, () => fetcher(), keep ? { ...config, revalidateIfStale: false } : config);
  const { mutate } = swr;
  const refetch = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => {
      void mutate(update, { revalidate: false });
    },
    [mutate],
  );
  // With nothing to show, asking again is "loading", not the old error (as a query's retry on mount).
  const error: unknown = swr.isLoading ? null : (swr.error ?? null);
  return {
    data: swr.data,
    error,
    isError: error !== null,
    isPending: swr.data === undefined && error === null,
    refetch,
    setData,
  };
}

export interface ActionResult<A> {
  mutate: (argument: A) => void;
  /** Back to idle: the last action's error is forgotten and its answer no longer changes the state. */
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  /** The newest call succeeded (and its onSuccess finished). */
  isSuccess: boolean;
  error: unknown;
}

/**
 * A write of the player (join, answer, finish, next set) on swr's `useSWRMutation`: pending and error
 * state for the button and the message. `onSuccess`/`onError` run for every call, the state follows
 * the newest one.
 */
export function useAction<A = void, R = unknown>(
  run: (argument: A) => Promise<R>,
  handlers: { onSuccess?: (result: R, argument: A) => unknown; onError?: (error: unknown) => void } = {},
): ActionResult<A> {
  // A key of its own: nothing reads it, and no query is revalidated after the write.
  const key = `action:${useId()}`;
  const action = useSWRMutation(
    key,
    async (_key: string, { arg }: { arg: A }) => {
      let result: R;
      try {
        result = await run(arg);
      } catch (error) {
        handlers.onError?.(error);
        throw error;
      }
      // Like a mutation's onSuccess, a returned promise (a refetch) is waited for before "done".
      await handlers.onSuccess?.(result, arg);
      return true;
    },
    { throwOnError: false, revalidate: false },
  );
  // swr types `trigger` by whether the argument may be omitted, which a generic A leaves open.
  const trigger = action.trigger as (argument: A) => Promise<unknown>;
  const mutate = useCallback((argument: A) => void trigger(argument), [trigger]);
  // swr keeps the last error and answer while the next call runs: the state is the newest call's.
  const isPending = action.isMutating;
  const isError = !isPending && action.error !== undefined;
  return {
    mutate,
    reset: action.reset,
    isPending,
    isError,
    isSuccess: !isPending && !isError && action.data === true,
    error: isError ? action.error : null,
  };
}

/** The player's cache keys (one place, as lib/query-keys.ts for the app). */
export const requestKeys = {
  me: 'me',
  room: (entryMapHashId: string) => `room:${entryMapHashId}`,
  attempt: (attemptId: string) => `attempt:${attemptId}`,
  attemptStatus: (attemptId: string) => `attempt-status:${attemptId}`,
  attemptTeam: (attemptId: string) => `attempt-team:${attemptId}`,
  translation: (entryMapHashId: string, language: string) => `translation:${entryMapHashId}:${language}`,
};
