import type {
  AttemptProgress,
  AttemptResult,
  CorrectAnswer,
  PlayerRoom,
  TeamStanding,
} from '@quizset/domain';

export type {
  AnsweredQuestion,
  AttemptProgress,
  AttemptResult,
  CorrectAnswer,
  PlayerRoom,
  TeamStanding,
} from '@quizset/domain';

import type { PlayerAnswer, PlayerQuestion } from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

const room = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;
const attempt = (id: string) => `/api/attempts/${encodeURIComponent(id)}`;

export const fetchRoom = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: PlayerRoom }>(room(id), { signal }).then((r) => r.data);

export const fetchTranslation = (id: string, language: string, signal?: AbortSignal) =>
  apiRequest<{ data: { language: string; questions: PlayerQuestion[] } }>(
    `${room(id)}/translations/${encodeURIComponent(language)}`,
    { signal },
  ).then((r) => r.data);

/**
 * Join: a guest's nickname, and their rejoin code from another device (issue 15 item 5). The answer
 * carries the attempt's progress (`withProgress`, issue 20), so the first question needs no second
 * round trip; `progress` is optional only for a server that predates it.
 */
export const joinRoom = (id: string, guestName?: string, rejoinCode?: string) =>
  apiRequest<{
    data: {
      attemptId: string;
      questionOrder: string[];
      resumed: boolean;
      team: TeamStanding | null;
      rejoinCode: string | null;
      progress?: AttemptProgress;
    };
  }>(`${room(id)}/attempts`, {
    method: 'POST',
    body: {
      ...(guestName === undefined ? {} : { guestName }),
      ...(rejoinCode ? { rejoinCode } : {}),
      withProgress: true,
    },
  }).then((r) => r.data);

/** `GET /api/attempts/{id}/status`: the room's bell and the attempt's result (issue 15 item 7). */
export interface AttemptStatus {
  isOpen: boolean;
  closesAt: string | null;
  finishedAt: string | null;
  result: AttemptResult | null;
}
export const fetchAttemptStatus = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: AttemptStatus }>(`${attempt(id)}/status`, { signal }).then((r) => r.data);

/**
 * The status of an attempt the join has just started, from the join's answer (issue 20: nothing asked
 * for after the join that came with it): the room took the player, so it is open (the server refuses
 * a join once the bell has rung), with the bell and the attempt as `progress` says.
 */
export function statusOfNewAttempt(progress: AttemptProgress): AttemptStatus {
  return {
    isOpen: true,
    closesAt: progress.closesAt,
    finishedAt: progress.finishedAt,
    result: progress.result,
  };
}

export const fetchAttempt = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: AttemptProgress }>(attempt(id), { signal }).then((r) => r.data);

/** The player's team now (team maps; null elsewhere), with teammates' answers counted. */
export const fetchAttemptTeam = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: TeamStanding | null }>(`${attempt(id)}/team`, { signal }).then((r) => r.data);

export const submitAnswer = (id: string, body: { quizId: string; answer?: PlayerAnswer; pass?: boolean }) =>
  // `team`: the player's team with this answer counted, on team maps only.
  apiRequest<{ data: { isCorrect: boolean; correctAnswer?: CorrectAnswer; team?: TeamStanding } }>(
    `${attempt(id)}/answers`,
    { method: 'POST', body },
  ).then((r) => r.data);

export const finishAttempt = (id: string) =>
  apiRequest<{ data: AttemptResult }>(`${attempt(id)}/finish`, { method: 'POST' }).then((r) => r.data);

/**
 * The attempt the same player carried into a room with "다음 퀴즈" (issue 15 items 4 and 10): that page
 * opens on the first question without asking "Continue as …?", since nobody else could have taken the
 * device in between. Kept for this tab only (sessionStorage) and forgotten once the page has read it,
 * so a later reload on a shared device asks again.
 */
const continuedKey = (roomId: string) => `quizset.play.continued.${roomId}`;
export function storeContinuedAttempt(roomId: string, attemptId: string): void {
  try {
    window.sessionStorage.setItem(continuedKey(roomId), attemptId);
  } catch {
    // No storage: the page asks "Continue as …?" once, which is only one more press.
  }
}
/** The attempt `storeContinuedAttempt` left for the room, or null. Reading keeps it; see `forgetContinuedAttempt`. */
export function continuedAttempt(roomId: string): string | null {
  try {
    return window.sessionStorage.getItem(continuedKey(roomId));
  } catch {
    return null;
  }
}
export function forgetContinuedAttempt(roomId: string): void {
  try {
    window.sessionStorage.removeItem(continuedKey(roomId));
  } catch {
    // Nothing stored.
  }
}

/** The attempt this browser plays in a room, so a reload resumes it (issue 10 "resumes where they were"). */
const storageKey = (roomId: string) => `quizset.play.${roomId}`;
export function storedAttemptId(roomId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(roomId));
  } catch {
    return null;
  }
}
export function storeAttemptId(roomId: string, attemptId: string | null): void {
  try {
    if (attemptId) window.localStorage.setItem(storageKey(roomId), attemptId);
    else window.localStorage.removeItem(storageKey(roomId));
  } catch {
    // Private mode without storage: the server still resumes on the next join.
  }
}
