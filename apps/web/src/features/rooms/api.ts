import type { AttemptReview, OwnedRoom, QuizSetResults } from '@quizset/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { conditionalGet, type Validated } from './lib/conditional-get';

export type {
  AttemptReview,
  AttemptSummary,
  OwnedRoom,
  QuestionAnalysis,
  QuizSetResults,
} from '@quizset/domain';

/** The player link of a room (issue 10 "Rooms and sharing"). */
export function playUrl(entryMapHashId: string): string {
  return `${window.location.origin}/play/${encodeURIComponent(entryMapHashId)}`;
}

export function useRooms(quizSetId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.rooms(quizSetId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OwnedRoom[] }>(`/api/quizsets/${encodeURIComponent(quizSetId)}/rooms`, {
        signal,
      }).then((r) => r.data),
    enabled,
  });
}

/** `POST /api/quizsets/{id}/rooms` (owner). */
export function useOpenRoom(quizSetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: {
      allowGuests: boolean;
      maxAttemptsPerPlayer?: OwnedRoom['maxAttemptsPerPlayer'];
      countedAttempt?: OwnedRoom['countedAttempt'];
    }) =>
      apiRequest<{ data: OwnedRoom }>(`/api/quizsets/${encodeURIComponent(quizSetId)}/rooms`, {
        method: 'POST',
        body: options,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms(quizSetId) }),
  });
}

/**
 * `PATCH /api/rooms/{entryMapHashId}` (owner): close (now, or `closeAfterSeconds: 60` for the bell in a
 * minute) or reopen, guests, attempts per player and the attempt that counts (issue 15 items 2, 7).
 */
export function useUpdateRoom(quizSetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      entryMapHashId,
      ...changes
    }: {
      entryMapHashId: string;
      isOpen?: boolean;
      closeAfterSeconds?: 0 | 60;
      allowGuests?: boolean;
      maxAttemptsPerPlayer?: OwnedRoom['maxAttemptsPerPlayer'];
      countedAttempt?: OwnedRoom['countedAttempt'];
    }) =>
      apiRequest<{ data: OwnedRoom }>(`/api/rooms/${encodeURIComponent(entryMapHashId)}`, {
        method: 'PATCH',
        body: changes,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms(quizSetId) }),
  });
}

/** How often an open results page asks for changes while students play (issue 15 "Live results"). */
export const LIVE_RESULTS_INTERVAL_MS = 3000;

/**
 * `GET /api/quizsets/{id}/results` (owner or admin); with `entryMapHashId`, one room's attempts and
 * analysis (the Classroom teacher view). `enabled` waits for a set id that comes from another query.
 * `live` polls every LIVE_RESULTS_INTERVAL_MS (issue 15 "Live results"): one request per interval per
 * query (pages sharing the key share it), paused while the tab is hidden (TanStack's
 * refetchIntervalInBackground false), each a conditional GET that costs a 304 when nothing changed
 * and keeps the same data object (no re-render).
 */
export function useResults(
  quizSetId: string,
  options: { entryMapHashId?: string; enabled?: boolean; live?: boolean } = {},
) {
  const query = options.entryMapHashId
    ? `?${new URLSearchParams({ entryMapHashId: options.entryMapHashId }).toString()}`
    : '';
  const queryClient = useQueryClient();
  const queryKey = options.entryMapHashId
    ? queryKeys.roomResults(quizSetId, options.entryMapHashId)
    : queryKeys.results(quizSetId);
  return useQuery({
    queryKey,
    enabled: options.enabled ?? true,
    refetchInterval: options.live ? LIVE_RESULTS_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
    queryFn: ({ signal }) =>
      conditionalGet<QuizSetResults>(
        `/api/quizsets/${encodeURIComponent(quizSetId)}/results${query}`,
        queryClient.getQueryData<Validated<QuizSetResults>>(queryKey),
        signal,
      ),
    select: (validated: Validated<QuizSetResults>) => validated.data,
  });
}

/**
 * What the owner can do to a player of a room (issue 15 item 5; docs/api.md "Quiz rooms and play"):
 * rename a guest (`PATCH …/attempts/{attemptId}` `{ guestName }`, 400 nickname rule or signed-in
 * player, 409 taken), merge one attempt into another of the same room (`POST …/merge`
 * `{ intoAttemptId }`, 400 same attempt or another room), remove the player with all their attempts
 * and answers (`DELETE`). Each success refetches every results query of the set (the set's page and
 * one room's view share the `results` prefix) and the room list (its attempt counts); a refusal throws
 * the server's ApiError and changes nothing.
 */
export type PlayerAction =
  | { kind: 'rename'; entryMapHashId: string; attemptId: string; guestName: string }
  | { kind: 'merge'; entryMapHashId: string; attemptId: string; intoAttemptId: string }
  | { kind: 'remove'; entryMapHashId: string; attemptId: string };

function playerActionRequest(action: PlayerAction): Promise<unknown> {
  const base = `/api/rooms/${encodeURIComponent(action.entryMapHashId)}/attempts/${encodeURIComponent(action.attemptId)}`;
  switch (action.kind) {
    case 'rename':
      return apiRequest(base, { method: 'PATCH', body: { guestName: action.guestName } });
    case 'merge':
      return apiRequest(`${base}/merge`, { method: 'POST', body: { intoAttemptId: action.intoAttemptId } });
    case 'remove':
      return apiRequest(base, { method: 'DELETE' });
  }
}

/** Rename, merge or remove a player of one of the set's rooms (see PlayerAction). */
export function usePlayerAction(quizSetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playerActionRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.results(quizSetId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rooms(quizSetId) }),
      ]),
  });
}

export function useAttemptReview(quizSetId: string, attemptId: string | null) {
  return useQuery({
    queryKey: queryKeys.attemptReview(quizSetId, attemptId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AttemptReview }>(
        `/api/quizsets/${encodeURIComponent(quizSetId)}/results/attempts/${encodeURIComponent(attemptId ?? '')}`,
        { signal },
      ).then((r) => r.data),
    enabled: attemptId !== null,
  });
}

/** The browser's IANA time zone (e.g. `Asia/Seoul`), or null when Intl does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The CSV download link (the browser sends the session cookie), with the teacher's time zone as `tz`
 * (issue 15 "CSV": times in the teacher's zone with the offset; the server checks it against Intl).
 */
export function resultsCsvUrl(quizSetId: string, timeZone: string | null = browserTimeZone()): string {
  const base = `/api/quizsets/${encodeURIComponent(quizSetId)}/results.csv`;
  return timeZone ? `${base}?${new URLSearchParams({ tz: timeZone }).toString()}` : base;
}
