/* Issue 23 "Player view": a phone gets its own row of the standings, never the class's lists. */
import { describe, expect, it } from 'vitest';
import { livePlayerViewsOf } from './player-view';
import type { LiveGameView } from './wire';

const view: LiveGameView = {
  gameId: 'g',
  pin: '123456',
  title: 'T',
  phase: 'reveal',
  questionIndex: 0,
  questionCount: 2,
  deadline: null,
  pausedRemainingMs: null,
  serverNow: '2026-11-25T10:00:00.000Z',
  windowMs: 20_000,
  settings: { questionSeconds: 20, speedBonus: 5 },
  mapType: 'linear',
  mapImageUrl: null,
  round: { round: 0, roundCount: 1, isRoundEnd: false },
  players: [
    { playerId: 'a', nickname: '가온', team: null },
    { playerId: 'b', nickname: '나래', team: null },
  ],
  question: null,
  answeredCount: 2,
  reveal: { correctAnswer: 'o', distribution: [1, 1] },
  standings: [
    { playerId: 'a', nickname: '가온', team: null, points: 15, rank: 1, lastPoints: 15, lastCorrect: true },
    { playerId: 'b', nickname: '나래', team: null, points: 0, rank: 2, lastPoints: 0, lastCorrect: false },
  ],
  teams: null,
  maxPoints: 30,
};

describe('livePlayerViewsOf (issue 23 "Player view")', () => {
  it('keeps the game, drops the lists, and gives each player their own row', () => {
    const forPlayer = livePlayerViewsOf(view);
    const mine = forPlayer('b');
    expect(mine).not.toHaveProperty('players');
    expect(mine).not.toHaveProperty('standings');
    expect(mine).toMatchObject({ phase: 'reveal', reveal: view.reveal, playerCount: 2 });
    expect(mine.standing).toEqual(view.standings[1]);
    expect(JSON.stringify(mine)).not.toContain('가온');
    expect(forPlayer('a').standing?.rank).toBe(1);
    expect(forPlayer('gone').standing).toBeNull();
  });
});
