import type {
  AnsweredQuestion,
  AttemptProgress,
  AttemptResult,
  CorrectAnswer,
  TeamStanding,
} from '@quizset/domain';

export type { AnsweredQuestion, AttemptProgress, AttemptResult, CorrectAnswer } from '@quizset/domain';

import {
  answerIssue,
  correctAnswerOf,
  gradeAnswer,
  type PlayerAnswer,
  type QuizSaved,
  roomIsOpenAt,
  toPlayerQuestion,
} from '@quizset/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { storeAnswer } from './answer-batch';
import {
  type AttemptCaller,
  guestKeyHashOf,
  type LoadedAttempt,
  type LoadedAttemptHead,
  loadOwnAttempt,
  loadOwnAttemptHead,
} from './attempt-access';
import { cachedOwnAttemptHead, reloadOwnAttemptHead } from './attempt-head-cache';
import { attemptQuizList } from './attempt-snapshots';
import { settleRoomBell } from './bell';
import { finishAttemptRow, type OnFinished, resultOf } from './finish-attempt';
import { hashGuestKey } from './guest-key';
import { teamStanding } from './teams';

type AnswerRow = typeof quizAttemptAnswers.$inferSelect;

function toAnswered(row: AnswerRow, quiz: QuizSaved | undefined, showIncorrect: boolean): AnsweredQuestion {
  return {
    quizId: row.quizId,
    answer: row.answer,
    passed: row.passed,
    isCorrect: row.isCorrect,
    elapsedMs: row.elapsedMs,
    ...(showIncorrect && quiz ? { correctAnswer: correctAnswerOf(quiz) } : {}),
  };
}

/** The questions of an attempt's snapshot in its play order. */
export function questionsInOrder(attempt: LoadedAttempt['attempt']): QuizSaved[] {
  const byId = new Map(attempt.quizList.map((quiz) => [quiz.id, quiz]));
  return attempt.questionOrder
    .map((id) => byId.get(id))
    .filter((quiz): quiz is QuizSaved => quiz !== undefined);
}

/**
 * `GET /api/attempts/{attemptId}` (issue 10 "resumes where they were"): questions in play order
 * without answers, every stored answer with its result, and the position to go on from.
 * @throws AppError NOT_FOUND (missing, or not the caller's).
 */
export async function getAttemptProgress(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller },
): Promise<AttemptProgress> {
  let loaded = await loadOwnAttempt(db, params.attemptId, params.caller);
  // The bell (issue 15 item 7): if it rang and nothing closed the room yet, close it and finish its
  // attempts now, so the player reading their progress sees their result.
  if (
    loaded.attempt.finishedAt === null &&
    (await settleRoomBell(db, {
      id: loaded.attempt.roomId,
      isOpen: loaded.roomIsOpen,
      closesAt: loaded.roomClosesAt,
    }))
  )
    loaded = await loadOwnAttempt(db, params.attemptId, params.caller);
  const { attempt } = loaded;
  const rows = await db
    .select()
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attempt.id))
    .orderBy(asc(quizAttemptAnswers.answeredAt));
  let name = attempt.guestName ?? '';
  if (attempt.userId) {
    const [player] = await db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, attempt.userId))
      .limit(1);
    name = player?.name ?? '';
  }
  return progressOf(loaded, rows, name, await teamStanding(db, attempt.roomId, attempt.team));
}

/**
 * The progress of a guest's attempt a join has just started (`withProgress` of the join, issue 20):
 * what getAttemptProgress would read back, built from the row the join stored, with no answer yet.
 * No read: a class joining at the bell sends one statement fewer per child, and the twenty questions
 * are not read back and parsed again.
 */
export function startedAttemptProgress(started: LoadedAttempt, team: TeamStanding | null): AttemptProgress {
  return progressOf(started, [], started.attempt.guestName ?? '', team);
}

/** An attempt's progress from its row, its stored answers (in answer order), its player's name and team. */
function progressOf(
  loaded: LoadedAttempt,
  rows: AnswerRow[],
  name: string,
  team: TeamStanding | null,
): AttemptProgress {
  const { attempt } = loaded;
  const ordered = questionsInOrder(attempt);
  const byId = new Map(ordered.map((quiz) => [quiz.id, quiz]));
  const answered = new Set(rows.map((row) => row.quizId));
  const firstOpen = ordered.findIndex((quiz) => !answered.has(quiz.id));
  return {
    attemptId: attempt.id,
    entryMapHashId: attempt.roomId,
    player: { name, isGuest: attempt.userId === null },
    rejoinCode: attempt.rejoinCode,
    closesAt: loaded.roomClosesAt?.toISOString() ?? null,
    questionOrder: attempt.questionOrder,
    questions: ordered.map(toPlayerQuestion),
    answers: rows.map((row) => toAnswered(row, byId.get(row.quizId), loaded.showIncorrectAnswer)),
    currentIndex: firstOpen < 0 ? ordered.length : firstOpen,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    result: resultOf(attempt),
    team,
  };
}

/** `GET /api/attempts/{attemptId}/status`: what the player polls to notice the bell (issue 15 item 7). */
export interface AttemptStatus {
  /** False once the room is closed (by the teacher, or its bell rang). */
  isOpen: boolean;
  /** When the room's bell rings (the countdown), or null. */
  closesAt: string | null;
  finishedAt: string | null;
  result: AttemptResult | null;
}

/**
 * `GET /api/attempts/{attemptId}/status` (docs/api.md "Quiz rooms and play"; issue 15 item 7): the room's
 * state and the attempt's result, a small read the player polls while playing so it shows the
 * countdown and, once the bell rang, its result screen. Settles a rung bell first (bell.ts).
 * @throws AppError NOT_FOUND (missing, or not the caller's).
 */
export async function getAttemptStatus(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller },
): Promise<AttemptStatus> {
  let loaded = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  const bell = { id: loaded.attempt.roomId, isOpen: loaded.roomIsOpen, closesAt: loaded.roomClosesAt };
  if (await settleRoomBell(db, bell)) loaded = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  return {
    isOpen: roomIsOpenAt({ isOpen: loaded.roomIsOpen, closesAt: loaded.roomClosesAt }, new Date()),
    closesAt: loaded.roomClosesAt?.toISOString() ?? null,
    finishedAt: loaded.attempt.finishedAt?.toISOString() ?? null,
    result: resultOf(loaded.attempt),
  };
}

/**
 * `GET /api/attempts/{attemptId}/team` (docs/api.md): the caller's team on a `team` map now,
 * members and points with every teammate's answers so far (issue 10; spec §3 map type `team`), so
 * the player's header follows teammates between its own answers. Counts only: no answer, no name.
 * Null on other map types. 404 (`server.attemptNotFound`) for anyone but the attempt's player.
 */
export async function getAttemptTeam(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller },
): Promise<TeamStanding | null> {
  const { attempt } = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  return teamStanding(db, attempt.roomId, attempt.team);
}

/**
 * `POST /api/attempts/{attemptId}/answers` `{ quizId, answer }` or `{ quizId, pass: true }` (api.md;
 * issue 10 "Grading is on the server"): grades the answer against the attempt's snapshot with the
 * domain's play rules and stores it once. The time is the server's: milliseconds since the previous
 * answer (or the start). The reply tells right or wrong, and the right answer only when the set
 * shows incorrect answers; on a team map, `team` is the player's team with its points after this
 * answer (absent on other maps).
 * @throws AppError NOT_FOUND (attempt, or not the caller's), FORBIDDEN (room closed; pass not allowed),
 *   CONFLICT (attempt finished; question already answered: a replay changes nothing),
 *   VALIDATION_FAILED (unknown question, empty or oversized answer, same message as the player).
 */
export async function submitAnswer(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller; quizId: string; answer?: PlayerAnswer; pass?: boolean },
): Promise<{ isCorrect: boolean; correctAnswer?: CorrectAnswer; team?: TeamStanding }> {
  // The head from memory lets an answer through to the batch, whose INSERT checks it all again
  // (answer-batch.ts); a refusal is decided on a fresh read (attempt-head-cache.ts).
  let loaded = await cachedOwnAttemptHead(db, params.attemptId, params.caller);
  if (attemptRefuses(loaded, params.pass === true))
    loaded = await reloadOwnAttemptHead(db, params.attemptId, params.caller);
  await refuseClosedOrFinished(db, loaded);
  const { attempt } = loaded;
  const quizList = (await attemptQuizList(db, attempt.id)) ?? [];
  const quiz = quizList.find((candidate) => candidate.id === params.quizId);
  if (!quiz)
    throw new AppError('VALIDATION_FAILED', msg('server.questionNotInAttempt'), {
      details: [{ path: 'quizId', message: msg('server.questionNotInAttempt') }],
    });
  const passed = params.pass === true;
  if (passed && !loaded.isAllowPass) throw new AppError('FORBIDDEN', msg('server.passNotAllowed'));
  let answer: PlayerAnswer | null = null;
  if (!passed) {
    const given = params.answer ?? '';
    const issue = answerIssue(quiz, given);
    if (issue)
      throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
        details: [{ path: 'answer', message: msg(issue.key, issue.params) }],
      });
    answer = given;
  }
  const isCorrect = answer !== null && gradeAnswer(quiz, answer);
  // Stored in the next batch, once: the (attempt, question) key refuses a second answer, and the
  // INSERT refuses a finished attempt, a closed room and a pass the set no longer allows.
  const player =
    attempt.userId !== null
      ? { userId: attempt.userId }
      : { guestKeyHash: guestKeyHashOf(params.caller) ?? hashGuestKey('') };
  const stored = await storeAnswer(db, {
    attemptId: attempt.id,
    player,
    quizId: quiz.id,
    answer,
    passed,
    isCorrect,
    team: attempt.team === null ? null : { roomId: attempt.roomId, index: attempt.team },
  });
  if (!stored.stored) {
    // Say why on what the database holds now (404 when the attempt moved to another browser).
    const now = await reloadOwnAttemptHead(db, params.attemptId, params.caller);
    await refuseClosedOrFinished(db, now);
    if (passed && !now.isAllowPass) throw new AppError('FORBIDDEN', msg('server.passNotAllowed'));
    throw new AppError('CONFLICT', msg('server.alreadyAnswered'));
  }
  // The team's points with this answer in them, on team maps only (counted by the batch's own
  // statement: answer-batch.ts): elsewhere the reply is as before. The right answer follows the set
  // as that statement read it, not the cached head (which may be a few seconds old).
  const { team } = stored;
  return {
    isCorrect,
    ...(stored.showIncorrectAnswer ? { correctAnswer: correctAnswerOf(quiz) } : {}),
    ...(team ? { team } : {}),
  };
}

/** True when the head in hand would refuse this answer (then it is read again before refusing). */
function attemptRefuses(loaded: LoadedAttemptHead, pass: boolean): boolean {
  return (
    loaded.attempt.finishedAt !== null ||
    !roomIsOpenAt({ isOpen: loaded.roomIsOpen, closesAt: loaded.roomClosesAt }, new Date()) ||
    (pass && !loaded.isAllowPass)
  );
}

/**
 * Refuses an answer to a finished attempt (CONFLICT) or after the bell (FORBIDDEN; issue 15 item 7),
 * settling a rung bell on the way out.
 */
async function refuseClosedOrFinished(db: Db, loaded: LoadedAttemptHead): Promise<void> {
  const { attempt } = loaded;
  if (attempt.finishedAt !== null) throw new AppError('CONFLICT', msg('server.attemptFinished'));
  if (!roomIsOpenAt({ isOpen: loaded.roomIsOpen, closesAt: loaded.roomClosesAt }, new Date())) {
    await settleRoomBell(db, {
      id: attempt.roomId,
      isOpen: loaded.roomIsOpen,
      closesAt: loaded.roomClosesAt,
    });
    throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  }
}

/**
 * `POST /api/attempts/{attemptId}/finish` (api.md): closes the attempt with its score (10 points a
 * right answer; unanswered questions count as wrong) and counts it once in the set's `playCount`.
 * Finishing again answers the same result and counts nothing.
 * @throws AppError NOT_FOUND.
 */
export async function finishAttempt(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller; onFinished?: OnFinished },
): Promise<AttemptResult> {
  // The head, read now (a finish is authorized on what the database holds, never a kept head): no
  // question snapshot to fetch and parse (issue 20 item 3).
  const loaded = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  const done = resultOf(loaded.attempt);
  if (done) return done;
  return finishAttemptRow(db, loaded.attempt, params.onFinished);
}
