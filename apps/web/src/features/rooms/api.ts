import type { AttemptReview, OwnedRoom, QuizSetResults } from '@quizset/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

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

/**
 * `GET /api/quizsets/{id}/results` (owner or admin); with `entryMapHashId`, one room's attempts and
 * analysis (the Classroom teacher view). `enabled` waits for a set id that comes from another query.
 */
export function useResults(quizSetId: string, options: { entryMapHashId?: string; enabled?: boolean } = {}) {
  const query = options.entryMapHashId
    ? `?${new URLSearchParams({ entryMapHashId: options.entryMapHashId }).toString()}`
    : '';
  return useQuery({
    queryKey: options.entryMapHashId
      ? queryKeys.roomResults(quizSetId, options.entryMapHashId)
      : queryKeys.results(quizSetId),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) =>
      apiRequest<{ data: QuizSetResults }>(`/api/quizsets/${encodeURIComponent(quizSetId)}/results${query}`, {
        signal,
      }).then((r) => r.data),
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

/** The CSV download link (the browser sends the session cookie). */
export function resultsCsvUrl(quizSetId: string): string {
  return `/api/quizsets/${encodeURIComponent(quizSetId)}/results.csv`;
}
