import type { AttemptProgress } from '../api';

/**
 * An unfinished two-question attempt of a guest on a team map, for the player's tests: Blue (index 1)
 * with 2 members and 10 points, nothing answered yet. `overrides` replace whole fields.
 */
export function attemptProgress(overrides: Partial<AttemptProgress> = {}): AttemptProgress {
  return {
    attemptId: 'a1',
    entryMapHashId: 'room00000001',
    rejoinCode: null,
    closesAt: null,
    player: { name: 'Mina', isGuest: true },
    questionOrder: ['q1', 'q2'],
    questions: [],
    answers: [],
    currentIndex: 0,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: null,
    result: null,
    team: { index: 1, score: 10, members: 2 },
    ...overrides,
  };
}
