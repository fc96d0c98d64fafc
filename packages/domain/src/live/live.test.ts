/* Issue 23 "The game" and "Scoring": the live game's clock and points. */
import { describe, expect, it } from 'vitest';
import { POINTS_PER_QUESTION } from '../play/room';
import {
  applyHostAction,
  closeQuestion,
  isAcceptingAnswers,
  isLiveViewBehind,
  isQuestionDue,
  type LiveClock,
  liveStepOf,
  roundOf,
} from './phases';
import { boardProgressOf, livePointsMaxOf, livePointsOf, rankPlayers, rankTeams } from './scoring';
import { liveSettingsFromFields, liveSettingsSchema } from './settings';

const now = new Date('2026-11-25T10:00:00Z');
const params = { now, windowMs: 20_000, extendMs: 10_000, questionCount: 2 };
const lobby: LiveClock = { phase: 'lobby', questionIndex: -1, deadline: null, pausedRemainingMs: null };
const at = (ms: number) => new Date(now.getTime() + ms);

function applied(
  clock: LiveClock,
  action: Parameters<typeof applyHostAction>[1],
  p: Parameters<typeof applyHostAction>[2] = params,
): LiveClock {
  const next = applyHostAction(clock, action, p);
  if ('issue' in next) throw new Error(`refused ${action}`);
  return next;
}

describe('live phases (issue 23 "The game")', () => {
  it('runs lobby → question → reveal → leaderboard → question → … → ended', () => {
    const q0 = applied(lobby, 'start');
    expect(q0).toEqual({
      phase: 'question',
      questionIndex: 0,
      deadline: at(20_000),
      pausedRemainingMs: null,
    });
    expect(isAcceptingAnswers(q0, at(19_999))).toBe(true);
    expect(isAcceptingAnswers(q0, at(20_000))).toBe(false);
    expect(isQuestionDue(q0, at(20_000))).toBe(true);
    const reveal = closeQuestion(q0);
    expect(reveal.phase).toBe('reveal');
    const board = applied(reveal, 'next');
    expect(board.phase).toBe('leaderboard');
    const q1 = applied(board, 'next');
    expect(q1.questionIndex).toBe(1);
    const ended = applied(applied(applied(q1, 'skip'), 'next'), 'next');
    expect(ended.phase).toBe('ended');
  });

  it('refuses actions out of their phase', () => {
    expect(applyHostAction(lobby, 'next', params)).toEqual({ issue: 'live.action.notNow' });
    expect(applyHostAction(lobby, 'pause', params)).toEqual({ issue: 'live.action.notNow' });
    expect(applyHostAction(applied(lobby, 'start'), 'start', params)).toEqual({
      issue: 'live.action.notNow',
    });
    expect(applyHostAction(lobby, 'start', { ...params, questionCount: 0 })).toEqual({
      issue: 'live.action.notNow',
    });
    const ended = applied(lobby, 'end');
    expect(applyHostAction(ended, 'end', params)).toEqual({ issue: 'live.action.notNow' });
  });

  it('refuses an action pressed on a step the game has left: a second "Next" skips no leaderboard', () => {
    const reveal = closeQuestion(applied(lobby, 'start'));
    const atReveal = { ...params, atStep: liveStepOf(reveal) };
    const board = applied(reveal, 'next', atReveal);
    expect(board.phase).toBe('leaderboard');
    // The second press, sent from the reveal screen before the leaderboard arrived.
    expect(applyHostAction(board, 'next', atReveal)).toEqual({ issue: 'live.action.notNow' });
    // Pressed on the leaderboard's own screen, it opens the next question; without a step, as before.
    expect(applied(board, 'next', { ...params, atStep: liveStepOf(board) }).questionIndex).toBe(1);
    expect(applied(board, 'next').questionIndex).toBe(1);
    // Actions that keep the step (pause, extend) are taken on the same screen.
    const q0 = applied(lobby, 'start');
    const atQuestion = { ...params, atStep: liveStepOf(q0) };
    expect(applied(applied(q0, 'extend', atQuestion), 'extend', atQuestion).deadline).toEqual(at(40_000));
  });

  it('pause keeps the time left, extend adds to it, resume puts it back', () => {
    const q0 = applied(lobby, 'start');
    const paused = applied(q0, 'pause', { ...params, now: at(5_000) });
    expect(paused).toMatchObject({ deadline: null, pausedRemainingMs: 15_000 });
    expect(isAcceptingAnswers(paused, at(6_000))).toBe(false);
    expect(isQuestionDue(paused, at(60_000))).toBe(false);
    const longer = applied(paused, 'extend');
    expect(longer.pausedRemainingMs).toBe(25_000);
    const resumed = applied(longer, 'resume', { ...params, now: at(100_000) });
    expect(resumed).toMatchObject({ deadline: at(125_000), pausedRemainingMs: null });
    expect(applied(resumed, 'extend').deadline).toEqual(at(135_000));
  });

  it('every host action and close moves the step forward or leaves it; only a late view is behind', () => {
    const q0 = applied(lobby, 'start');
    const run = [lobby, q0, closeQuestion(q0)];
    run.push(applied(run[2] as LiveClock, 'next'));
    run.push(applied(run[3] as LiveClock, 'next'));
    run.push(applied(applied(run[4] as LiveClock, 'skip'), 'next'));
    run.push(applied(run[5] as LiveClock, 'next'));
    expect(run.map((clock) => `${clock.phase}${clock.questionIndex}`)).toEqual([
      'lobby-1',
      'question0',
      'reveal0',
      'leaderboard0',
      'question1',
      'leaderboard1',
      'ended1',
    ]);
    const steps = run.map(liveStepOf);
    for (let index = 1; index < steps.length; index += 1)
      expect(steps[index]).toBeGreaterThan(steps[index - 1] as number);
    // A pause or an extend stays on its step: the later view is taken as it comes.
    expect(liveStepOf(applied(q0, 'pause'))).toBe(liveStepOf(q0));
    expect(liveStepOf(applied(lobby, 'end'))).toBeGreaterThan(liveStepOf(q0));

    const view = (clock: LiveClock, gameId = 'g') => ({ ...clock, gameId });
    // The join's acknowledgement of the lobby, after the broadcast of question 1: behind.
    expect(isLiveViewBehind(view(q0), view(lobby))).toBe(true);
    expect(isLiveViewBehind(view(run[3] as LiveClock), view(run[2] as LiveClock))).toBe(true);
    expect(isLiveViewBehind(view(q0), view(run[2] as LiveClock))).toBe(false);
    expect(isLiveViewBehind(view(q0), view(applied(q0, 'pause')))).toBe(false);
    expect(isLiveViewBehind(null, view(lobby))).toBe(false);
    expect(isLiveViewBehind(view(q0, 'other'), view(lobby))).toBe(false);
  });

  it('round maps show standings after every third question', () => {
    expect(roundOf(2, 7, 'round')).toEqual({ round: 0, roundCount: 3, isRoundEnd: true });
    expect(roundOf(3, 7, 'round')).toEqual({ round: 1, roundCount: 3, isRoundEnd: false });
    expect(roundOf(6, 7, 'round').isRoundEnd).toBe(true);
    expect(roundOf(3, 7, 'linear')).toEqual({ round: 0, roundCount: 1, isRoundEnd: false });
  });
});

describe('live scoring (issue 23 "Scoring")', () => {
  it('a right answer is worth the rooms points plus a speed bonus falling to 0 at the deadline', () => {
    const base = { isCorrect: true, windowMs: 20_000, speedBonus: 10 };
    expect(livePointsOf({ ...base, elapsedMs: 0 })).toBe(POINTS_PER_QUESTION + 10);
    expect(livePointsOf({ ...base, elapsedMs: 10_000 })).toBe(POINTS_PER_QUESTION + 5);
    expect(livePointsOf({ ...base, elapsedMs: 20_000 })).toBe(POINTS_PER_QUESTION);
    expect(livePointsOf({ ...base, elapsedMs: 99_000 })).toBe(POINTS_PER_QUESTION);
    expect(livePointsOf({ ...base, elapsedMs: -5 })).toBe(POINTS_PER_QUESTION + 10);
    expect(livePointsOf({ ...base, isCorrect: false, elapsedMs: 0 })).toBe(0);
    expect(livePointsOf({ ...base, speedBonus: 0, elapsedMs: 0 })).toBe(POINTS_PER_QUESTION);
    expect(livePointsMaxOf(3, 10)).toBe(3 * (POINTS_PER_QUESTION + 10));
  });

  it('ranks players with shared ranks for equal points', () => {
    const ranked = rankPlayers([
      { playerId: 'a', nickname: 'b', points: 10, team: 0 },
      { playerId: 'b', nickname: 'a', points: 10, team: 1 },
      { playerId: 'c', nickname: 'c', points: 30, team: 0 },
      { playerId: 'd', nickname: 'd', points: 0, team: null },
    ]);
    expect(ranked.map((row) => [row.playerId, row.rank])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 2],
      ['d', 4],
    ]);
    const teams = rankTeams(ranked);
    expect(teams[0]).toEqual({ team: 0, points: 40, members: 2, rank: 1 });
    expect(teams[1]).toEqual({ team: 1, points: 10, members: 1, rank: 2 });
    expect(teams[2]?.rank).toBe(3);
    expect(teams[3]?.rank).toBe(3);
  });

  it('places tokens along the board by points', () => {
    expect(boardProgressOf(15, 30)).toBe(0.5);
    expect(boardProgressOf(45, 30)).toBe(1);
    expect(boardProgressOf(5, 0)).toBe(0);
  });

  it('settings: 5–240 s windows, bonus 0 (off) to 100, defaults 20 s and 5', () => {
    expect(liveSettingsSchema.parse({})).toEqual({ questionSeconds: 20, speedBonus: 5 });
    expect(liveSettingsSchema.safeParse({ questionSeconds: 4 }).success).toBe(false);
    expect(liveSettingsSchema.safeParse({ speedBonus: 101 }).success).toBe(false);
    expect(liveSettingsSchema.parse({ speedBonus: 0 }).speedBonus).toBe(0);
  });
});

describe('live settings from the host\'s fields (issue 23 "Limits")', () => {
  it('reads whole numbers in range as they are', () => {
    expect(liveSettingsFromFields({ questionSeconds: 45, speedBonus: 10 })).toEqual({
      questionSeconds: 45,
      speedBonus: 10,
    });
    expect(liveSettingsFromFields({ questionSeconds: '45', speedBonus: '0' })).toEqual({
      questionSeconds: 45,
      speedBonus: 0,
    });
  });

  it('gives an empty or unreadable field its default', () => {
    expect(liveSettingsFromFields({ questionSeconds: '', speedBonus: ' ' })).toEqual({
      questionSeconds: 20,
      speedBonus: 5,
    });
    expect(liveSettingsFromFields({ questionSeconds: '-', speedBonus: 'abc' })).toEqual({
      questionSeconds: 20,
      speedBonus: 5,
    });
  });

  it('clamps to the range the server accepts and rounds to a whole second', () => {
    const clamped = liveSettingsFromFields({ questionSeconds: 4520, speedBonus: -3 });
    expect(clamped).toEqual({ questionSeconds: 240, speedBonus: 0 });
    expect(liveSettingsFromFields({ questionSeconds: 2, speedBonus: 100.4 })).toEqual({
      questionSeconds: 5,
      speedBonus: 100,
    });
    expect(liveSettingsSchema.safeParse(clamped).success).toBe(true);
  });
});
