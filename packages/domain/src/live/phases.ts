/*
 * The phases of a live game (issue 23 "The game"): lobby → question → reveal → leaderboard → question
 * … → ended (the podium). Pure: the server stores the phase, the question index and the deadline, and
 * asks these functions what comes next; any process can apply them to the stored state.
 */

export const LIVE_PHASES = ['lobby', 'question', 'reveal', 'leaderboard', 'ended'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/** The stored clock of a game: where it is and, during a question, when it closes. */
export interface LiveClock {
  phase: LivePhase;
  /** 0-based index of the current (or last) question; -1 in the lobby. */
  questionIndex: number;
  /** When the open question closes (server clock); null outside `question` and while paused. */
  deadline: Date | null;
  /** Milliseconds left when the host paused the question; null when not paused. */
  pausedRemainingMs: number | null;
}

export type LiveHostAction = 'start' | 'next' | 'pause' | 'resume' | 'skip' | 'extend' | 'end';

/** Why a host action is refused in the current phase (an i18n key of messages.ts). */
export type LiveActionIssue = 'live.action.notNow';

/**
 * The clock after a host action (issue 23 "start; … pause, skip, extend the time, and end").
 * `now` is the server's clock; `windowMs` the question window; `extendMs` what one extend adds;
 * `questionCount` the game's questions. Returns the new clock, or an issue when the action does not
 * apply in this phase (start outside the lobby, pause outside a running question, …).
 * - start (lobby) and next (leaderboard, or reveal): the next question opens with `now + windowMs`;
 *   after the last question, next ends the game.
 * - skip and the deadline both close the question (→ reveal); `closeQuestion` is the deadline's path.
 * - pause keeps the time left, resume puts it back from `now`; extend adds `extendMs` (paused too).
 * - end: from any phase but ended, straight to the podium.
 * - `atStep` (optional): the `liveStepOf` of the screen the host pressed the button on. An action
 *   pressed on a step the game has left is refused (notNow), not applied to the step after: on a
 *   slow school network the teacher presses "Next" again when nothing seems to happen, and the
 *   second press skipped the leaderboard she had not seen.
 */
export function applyHostAction(
  clock: LiveClock,
  action: LiveHostAction,
  params: { now: Date; windowMs: number; extendMs: number; questionCount: number; atStep?: number },
): LiveClock | { issue: LiveActionIssue } {
  const notNow = { issue: 'live.action.notNow' as const };
  if (params.atStep !== undefined && params.atStep !== liveStepOf(clock)) return notNow;
  const openQuestion = (index: number): LiveClock => ({
    phase: 'question',
    questionIndex: index,
    deadline: new Date(params.now.getTime() + params.windowMs),
    pausedRemainingMs: null,
  });
  switch (action) {
    case 'start':
      if (clock.phase !== 'lobby' || params.questionCount === 0) return notNow;
      return openQuestion(0);
    case 'next':
      if (clock.phase !== 'reveal' && clock.phase !== 'leaderboard') return notNow;
      if (clock.phase === 'reveal') return { ...clock, phase: 'leaderboard' };
      return clock.questionIndex + 1 >= params.questionCount
        ? { ...clock, phase: 'ended', deadline: null, pausedRemainingMs: null }
        : openQuestion(clock.questionIndex + 1);
    case 'pause':
      if (clock.phase !== 'question' || clock.deadline === null) return notNow;
      return {
        ...clock,
        deadline: null,
        pausedRemainingMs: Math.max(0, clock.deadline.getTime() - params.now.getTime()),
      };
    case 'resume':
      if (clock.phase !== 'question' || clock.pausedRemainingMs === null) return notNow;
      return {
        ...clock,
        deadline: new Date(params.now.getTime() + clock.pausedRemainingMs),
        pausedRemainingMs: null,
      };
    case 'extend':
      if (clock.phase !== 'question') return notNow;
      if (clock.pausedRemainingMs !== null)
        return { ...clock, pausedRemainingMs: clock.pausedRemainingMs + params.extendMs };
      if (clock.deadline === null) return notNow;
      return { ...clock, deadline: new Date(clock.deadline.getTime() + params.extendMs) };
    case 'skip':
      if (clock.phase !== 'question') return notNow;
      return closeQuestion(clock);
    case 'end':
      if (clock.phase === 'ended') return notNow;
      return { ...clock, phase: 'ended', deadline: null, pausedRemainingMs: null };
  }
}

/** The clock once the open question closes (its deadline passed, or skip): the reveal. */
export function closeQuestion(clock: LiveClock): LiveClock {
  return { ...clock, phase: 'reveal', deadline: null, pausedRemainingMs: null };
}

/** The steps of one question, in the order a game goes through them. */
const QUESTION_STEPS: readonly LivePhase[] = ['question', 'reveal', 'leaderboard'];

/**
 * Where a game stands in its one-way run (issue 23 "The game"): 0 in the lobby, then the question,
 * reveal and leaderboard of each question in turn, Infinity once ended. It never goes down while the
 * game runs, so a screen tells a late view (a join's acknowledgement built before a host action whose
 * broadcast came first) from a newer one. A pause, an extend or a join leaves it where it is.
 */
export function liveStepOf(view: { phase: LivePhase; questionIndex: number }): number {
  if (view.phase === 'lobby') return 0;
  if (view.phase === 'ended') return Number.POSITIVE_INFINITY;
  return 1 + view.questionIndex * QUESTION_STEPS.length + QUESTION_STEPS.indexOf(view.phase);
}

/**
 * True when `incoming` is an older state of the game `held` shows (a lower `liveStepOf`): the screen
 * keeps what it holds. A view of another game, or of the same step, is never behind.
 */
export function isLiveViewBehind(
  held: { gameId: string; phase: LivePhase; questionIndex: number } | null,
  incoming: { gameId: string; phase: LivePhase; questionIndex: number },
): boolean {
  return held !== null && held.gameId === incoming.gameId && liveStepOf(incoming) < liveStepOf(held);
}

/** True when the question of `clock` is open for answers at `now` (not paused, before the deadline). */
export function isAcceptingAnswers(clock: LiveClock, now: Date): boolean {
  return clock.phase === 'question' && clock.deadline !== null && now.getTime() < clock.deadline.getTime();
}

/** True when the stored deadline has passed and the question must be closed by whoever sees it. */
export function isQuestionDue(clock: LiveClock, now: Date): boolean {
  return clock.phase === 'question' && clock.deadline !== null && now.getTime() >= clock.deadline.getTime();
}

/** Questions per round on a `round` map (issue 23 "Round maps play in rounds"). */
export const LIVE_ROUND_SIZE = 3;

/**
 * The round of question `questionIndex` on a round map (0-based), and whether it is the round's last
 * question (the standings between rounds are shown after it). Other maps are one round.
 */
export function roundOf(
  questionIndex: number,
  questionCount: number,
  mapType: string | null | undefined,
): { round: number; roundCount: number; isRoundEnd: boolean } {
  if (mapType !== 'round')
    return { round: 0, roundCount: 1, isRoundEnd: questionIndex === questionCount - 1 };
  const round = Math.floor(questionIndex / LIVE_ROUND_SIZE);
  return {
    round,
    roundCount: Math.ceil(questionCount / LIVE_ROUND_SIZE),
    isRoundEnd: (questionIndex + 1) % LIVE_ROUND_SIZE === 0 || questionIndex === questionCount - 1,
  };
}
