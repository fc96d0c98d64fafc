import type { QuizSaved } from '@quizset/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A room as its owner sees it (docs/rooms-api.md). */
export interface OwnedRoom {
  entryMapHashId: string;
  quizSetId: string;
  isOpen: boolean;
  allowGuests: boolean;
  allowRetries: boolean;
  createdAt: string;
  attemptCount: number;
}

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
    mutationFn: (options: { allowGuests: boolean }) =>
      apiRequest<{ data: OwnedRoom }>(`/api/quizsets/${encodeURIComponent(quizSetId)}/rooms`, {
        method: 'POST',
        body: options,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms(quizSetId) }),
  });
}

/** `PATCH /api/rooms/{entryMapHashId}`: close or reopen (owner). */
export function useUpdateRoom(quizSetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      entryMapHashId,
      ...changes
    }: {
      entryMapHashId: string;
      isOpen?: boolean;
      allowGuests?: boolean;
    }) =>
      apiRequest<{ data: OwnedRoom }>(`/api/rooms/${encodeURIComponent(entryMapHashId)}`, {
        method: 'PATCH',
        body: changes,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms(quizSetId) }),
  });
}

export interface AttemptSummary {
  attemptId: string;
  entryMapHashId: string;
  player: { name: string; isGuest: boolean };
  score: number | null;
  maxScore: number;
  correctCount: number | null;
  answeredCount: number;
  durationMs: number | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface QuestionAnalysis {
  quizId: string;
  order: number;
  question: string;
  type: QuizSaved['type'];
  answeredCount: number;
  passCount: number;
  correctRate: number | null;
  medianMs: number | null;
  topWrongAnswers: Array<{ answer: number[] | string; count: number }>;
}

export interface QuizSetResults {
  attempts: AttemptSummary[];
  questions: QuestionAnalysis[];
}

export interface AttemptReview {
  attemptId: string;
  entryMapHashId: string;
  player: { name: string; isGuest: boolean };
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  maxScore: number;
  durationMs: number | null;
  items: Array<{
    quiz: QuizSaved;
    answer: {
      answer: number[] | string | null;
      passed: boolean;
      isCorrect: boolean;
      elapsedMs: number;
    } | null;
  }>;
}

/** `GET /api/quizsets/{id}/results` (owner or admin). */
export function useResults(quizSetId: string) {
  return useQuery({
    queryKey: queryKeys.results(quizSetId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: QuizSetResults }>(`/api/quizsets/${encodeURIComponent(quizSetId)}/results`, {
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
