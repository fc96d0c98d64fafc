import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/*
 * The player's few requests without TanStack Query (issue 20 item 1: first-load JS of /play/{hash}
 * ≤ 120 kB gzip). Query is 10.3 kB gzip of the player's 137.8 and it used only this much of it: a
 * keyed cache one prefetch and several components share, a poll, `setQueryData` after an answer,
 * and four one-shot actions. Loading Query lazily would not help: the first screen needs the room.
 * The app's other pages keep Query; the player runs inside the app too (play-page.tsx, the
 * Classroom bridge), where this cache is simply its own.
 *
 * No retries and no abort on unmount: the player's queries had `retry: false` (a 4xx is an answer),
 * and a finished request only fills the cache.
 */

interface Entry<T> {
  data?: T;
  /** The last request's error; cleared by the next success. */
  error?: unknown;
  /** When `data` arrived (ms since the epoch). */
  at?: number;
  /** The request under way for this key, if any (a prefetch, a hook's, a refetch). */
  promise?: Promise<T>;
}

/** As the app's QueryClient (lib/query-client.ts): data younger than this is not asked for again on mount. */
const FRESH_MS = 30_000;

const entries = new Map<string, Entry<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function write(key: string, entry: Entry<unknown>): void {
  entries.set(key, entry);
  for (const listener of listeners.get(key) ?? []) listener();
}

/** Starts a request for `key`; the newest request of a key is the one whose answer is kept. */
function start<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const before = (entries.get(key) ?? {}) as Entry<T>;
  const promise = fetcher();
  // With nothing to show yet, an old error gives way to "loading" (as a query's retry on mount).
  write(key, before.data === undefined ? { promise } : { ...before, promise });
  promise.then(
    (data) => {
      if (entries.get(key)?.promise === promise) write(key, { data, at: Date.now() });
    },
    (error: unknown) => {
      const now = entries.get(key) as Entry<T> | undefined;
      if (now?.promise === promise) write(key, { data: now.data, at: now.at, error });
    },
  );
  return promise;
}

/**
 * Asks for `key` before any component does (play-main.tsx: the room, while the language loads); the
 * first `useRequest` of the key takes over the request under way instead of making another.
 */
export function prefetchRequest<T>(key: string, fetcher: () => Promise<T>): void {
  start(key, fetcher).catch(() => undefined);
}

export interface RequestResult<T> {
  /** The key's data: undefined while loading, when disabled (key null), or after an error with none. */
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** No data and no error yet (also while disabled, as a disabled query). */
  isPending: boolean;
  /** Asks again; resolves when the answer is in (never rejects: the error is in `error`). */
  refetch: () => Promise<void>;
  /** Replaces the cached data (an answer's reply written into the progress). */
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
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => undefined;
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    [key],
  );
  const entry = useSyncExternalStore(subscribe, () =>
    key === null ? undefined : (entries.get(key) as Entry<T> | undefined),
  );
  const latestFetcher = useRef(fetcher);
  latestFetcher.current = fetcher;
  const { refetchInterval, keep = false } = options;

  useEffect(() => {
    if (key === null) return;
    const current = entries.get(key);
    if (current?.promise) return;
    const fresh = current?.at !== undefined && (keep || Date.now() - current.at < FRESH_MS);
    if (!fresh) start(key, () => latestFetcher.current()).catch(() => undefined);
  }, [key, keep]);

  useEffect(() => {
    if (key === null || !refetchInterval) return;
    const timer = setInterval(() => {
      // Paused while the tab is hidden, as a query's `refetchInterval`.
      if (!document.hidden) start(key, () => latestFetcher.current()).catch(() => undefined);
    }, refetchInterval);
    return () => clearInterval(timer);
  }, [key, refetchInterval]);

  const refetch = useCallback(async () => {
    if (key !== null) await start(key, () => latestFetcher.current()).catch(() => undefined);
  }, [key]);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => {
      if (key === null) return;
      const current = (entries.get(key) ?? {}) as Entry<T>;
      write(key, { ...current, data: update(current.data) });
    },
    [key],
  );
  const error = entry?.error ?? null;
  return {
    data: entry?.data,
    error,
    isError: error !== null,
    isPending: entry?.data === undefined && error === null,
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
 * A write of the player (join, answer, finish, next set): pending and error state for the button and
 * the message. `onSuccess`/`onError` run for every call, the state follows the newest one.
 */
export function useAction<A = void, R = unknown>(
  run: (argument: A) => Promise<R>,
  handlers: { onSuccess?: (result: R, argument: A) => unknown; onError?: (error: unknown) => void } = {},
): ActionResult<A> {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'success' | 'error'; error: unknown }>({
    status: 'idle',
    error: null,
  });
  const latest = useRef({ run, handlers });
  latest.current = { run, handlers };
  const calls = useRef(0);
  const mutate = useCallback((argument: A) => {
    const call = ++calls.current;
    setState({ status: 'pending', error: null });
    latest.current.run(argument).then(
      async (result) => {
        // Like a mutation's onSuccess, a returned promise (a refetch) is waited for before "done".
        await latest.current.handlers.onSuccess?.(result, argument);
        if (call === calls.current) setState({ status: 'success', error: null });
      },
      (error: unknown) => {
        if (call === calls.current) setState({ status: 'error', error });
        latest.current.handlers.onError?.(error);
      },
    );
  }, []);
  const reset = useCallback(() => {
    calls.current++;
    setState({ status: 'idle', error: null });
  }, []);
  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    error: state.error,
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
