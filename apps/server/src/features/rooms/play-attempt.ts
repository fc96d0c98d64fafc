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
  scoreOf,
  toPlayerQuestion,
} from '@quizset/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, quizAttempts, quizSets, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { type AttemptCaller, type LoadedAttempt, loadOwnAttempt, loadOwnAttemptHead } from './attempt-access';
import { attemptQuizList } from './attempt-snapshots';
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

function resultOf(attempt: LoadedAttempt['attempt']): AttemptResult | null {
  if (attempt.finishedAt === null) return null;
  return {
    score: attempt.score ?? 0,
    maxScore: attempt.maxScore,
    correctCount: attempt.correctCount ?? 0,
    durationMs: attempt.durationMs ?? 0,
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
  const loaded = await loadOwnAttempt(db, params.attemptId, params.caller);
  const { attempt } = loaded;
  const rows = await db
    .select()
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attempt.id))
    .orderBy(asc(quizAttemptAnswers.answeredAt));
  const ordered = questionsInOrder(attempt);
  const byId = new Map(ordered.map((quiz) => [quiz.id, quiz]));
  const answered = new Set(rows.map((row) => row.quizId));
  const firstOpen = ordered.findIndex((quiz) => !answered.has(quiz.id));
  let name = attempt.guestName ?? '';
  if (attempt.userId) {
    const [player] = await db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, attempt.userId))
      .limit(1);
    name = player?.name ?? '';
  }
  return {
    attemptId: attempt.id,
    entryMapHashId: attempt.roomId,
    quizSetId: attempt.quizSetId,
    player: { name, isGuest: attempt.userId === null },
    questionOrder: attempt.questionOrder,
    questions: ordered.map(toPlayerQuestion),
    answers: rows.map((row) => toAnswered(row, byId.get(row.quizId), loaded.showIncorrectAnswer)),
    currentIndex: firstOpen < 0 ? ordered.length : firstOpen,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    result: resultOf(attempt),
    team: await teamStanding(db, attempt.roomId, attempt.team),
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
  const loaded = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  const { attempt } = loaded;
  if (attempt.finishedAt !== null) throw new AppError('CONFLICT', msg('server.attemptFinished'));
  if (!loaded.roomIsOpen) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
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
  // The elapsed time and the insert are one statement; the (attempt, question) key refuses a second answer.
  const previous = sql`(SELECT max(${quizAttemptAnswers.answeredAt}) FROM ${quizAttemptAnswers} WHERE ${quizAttemptAnswers.attemptId} = ${attempt.id})`;
  const inserted = await db
    .insert(quizAttemptAnswers)
    .values({
      attemptId: attempt.id,
      quizId: quiz.id,
      answer,
      passed,
      isCorrect,
      elapsedMs: sql`GREATEST(0, round(extract(epoch from (now() - coalesce(${previous}, ${attempt.startedAt.toISOString()}::timestamptz))) * 1000))::int`,
      answeredAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ quizId: quizAttemptAnswers.quizId });
  if (inserted.length === 0) throw new AppError('CONFLICT', msg('server.alreadyAnswered'));
  // The team's points with this answer in them, on team maps only: elsewhere the reply is as before.
  const team = await teamStanding(db, attempt.roomId, attempt.team);
  return {
    isCorrect,
    ...(loaded.showIncorrectAnswer ? { correctAnswer: correctAnswerOf(quiz) } : {}),
    ...(team ? { team } : {}),
  };
}

/**
 * `POST /api/attempts/{attemptId}/finish` (api.md): closes the attempt with its score (10 points a
 * right answer; unanswered questions count as wrong) and counts it once in the set's `playCount`.
 * Finishing again answers the same result and counts nothing.
 * @throws AppError NOT_FOUND.
 */
export async function finishAttempt(
  db: Db,
  params: {
    attemptId: string;
    caller: AttemptCaller;
    /** Runs once, in the finish's transaction (the Classroom grade passback, issue 11). */
    onFinished?: (
      tx: Db,
      finished: { attemptId: string; score: number; maxScore: number },
    ) => Promise<unknown>;
  },
): Promise<AttemptResult> {
  const loaded = await loadOwnAttempt(db, params.attemptId, params.caller);
  const done = resultOf(loaded.attempt);
  if (done) return done;
  const { attempt } = loaded;
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .select({ correct: sql<number>`count(*) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int` })
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, attempt.id));
    const correctCount = Number(counted?.correct ?? 0);
    const { score, maxScore } = scoreOf(correctCount, attempt.questionOrder.length);
    const [finished] = await tx
      .update(quizAttempts)
      .set({
        finishedAt: sql`now()`,
        durationMs: sql`GREATEST(0, round(extract(epoch from (now() - ${quizAttempts.startedAt})) * 1000))::int`,
        score,
        maxScore,
        correctCount,
      })
      .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.finishedAt)))
      .returning();
    if (!finished) {
      // A finish racing this one won: answer its result.
      const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id)).limit(1);
      const raced = row && resultOf(row);
      if (!raced) throw new Error('attempt neither finished nor open');
      return raced;
    }
    await tx
      .update(quizSets)
      .set({ playCount: sql`${quizSets.playCount} + 1` })
      .where(eq(quizSets.id, attempt.quizSetId));
    await params.onFinished?.(tx, { attemptId: attempt.id, score, maxScore });
    return { score, maxScore, correctCount, durationMs: finished.durationMs ?? 0 };
  });
}
