import type { AiTutorTemplate, MapTemplate, Material, PlayerAnswer, PlayerQuestion } from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

/** `GET /api/rooms/{entryMapHashId}` (api.md "Quiz rooms and play"): the set as a player sees it. */
export interface PlayerRoom {
  entryMapHashId: string;
  isOpen: boolean;
  allowGuests: boolean;
  allowRetries: boolean;
  quizSet: {
    id: string;
    title: string;
    author: { id: string; name: string };
    template: Pick<
      MapTemplate,
      'templateId' | 'type' | 'thumbnailImage' | 'detailsImage' | 'serializedLocalize'
    >;
    options: { isAllowPass: boolean; showIncorrectAnswer: boolean; isShuffle: boolean };
    materials: Material[];
    nextQuizset: { id: string; title: string } | null;
    aiTutor: {
      id: string;
      avatarSrc: string;
      serializedLocalize: AiTutorTemplate['serializedLocalize'];
    } | null;
    languages: string[];
    quizCount: number;
    questions: PlayerQuestion[];
  };
}

export type CorrectAnswer = number[] | string | string[];

export interface AnsweredQuestion {
  quizId: string;
  answer: PlayerAnswer | null;
  passed: boolean;
  isCorrect: boolean;
  elapsedMs: number;
  correctAnswer?: CorrectAnswer;
}

export interface AttemptResult {
  score: number;
  maxScore: number;
  correctCount: number;
  durationMs: number;
}

/** `GET /api/attempts/{attemptId}`: questions (no answers), answers so far, position, result. */
export interface AttemptProgress {
  attemptId: string;
  entryMapHashId: string;
  quizSetId: string;
  player: { name: string; isGuest: boolean };
  questionOrder: string[];
  questions: PlayerQuestion[];
  answers: AnsweredQuestion[];
  currentIndex: number;
  startedAt: string;
  finishedAt: string | null;
  result: AttemptResult | null;
}

const room = (id: string) => `/api/rooms/${encodeURIComponent(id)}`;
const attempt = (id: string) => `/api/attempts/${encodeURIComponent(id)}`;

export const fetchRoom = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: PlayerRoom }>(room(id), { signal }).then((r) => r.data);

export const fetchTranslation = (id: string, language: string, signal?: AbortSignal) =>
  apiRequest<{ data: { language: string; questions: PlayerQuestion[] } }>(
    `${room(id)}/translations/${encodeURIComponent(language)}`,
    { signal },
  ).then((r) => r.data);

export const joinRoom = (id: string, guestName?: string) =>
  apiRequest<{ data: { attemptId: string; questionOrder: string[]; resumed: boolean } }>(
    `${room(id)}/attempts`,
    {
      method: 'POST',
      body: guestName === undefined ? {} : { guestName },
    },
  ).then((r) => r.data);

export const fetchAttempt = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: AttemptProgress }>(attempt(id), { signal }).then((r) => r.data);

export const submitAnswer = (id: string, body: { quizId: string; answer?: PlayerAnswer; pass?: boolean }) =>
  apiRequest<{ data: { isCorrect: boolean; correctAnswer?: CorrectAnswer } }>(`${attempt(id)}/answers`, {
    method: 'POST',
    body,
  }).then((r) => r.data);

export const finishAttempt = (id: string) =>
  apiRequest<{ data: AttemptResult }>(`${attempt(id)}/finish`, { method: 'POST' }).then((r) => r.data);

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
