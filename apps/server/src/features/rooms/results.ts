import {
  type AttemptReview,
  countedAttemptIds,
  normalizeAnswerText,
  type QuestionAnalysis,
  type QuizSaved,
  type QuizSetResults,
} from '@quizset/domain';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, quizAttempts, quizRooms, user } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { liveCellsOf } from './live-results';
import { questionsInOrder } from './play-attempt';
import { type RoomScope, requireRoomScope, roomScopeCondition } from './room-scope';
import { teamResultsOf } from './teams';

export type { AttemptReview, AttemptSummary, QuestionAnalysis, QuizSetResults } from '@quizset/domain';

/** A row of `GET /api/quizsets/{id}/results` (api.md "Quiz rooms and play"). */
/** Median of a non-empty list. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

type AnswerRow = typeof quizAttemptAnswers.$inferSelect;

/** The grouping key of a wrong answer: sorted indexes, or the text as answer matching compares it. */
function wrongKey(answer: AnswerRow['answer']): string {
  if (Array.isArray(answer)) return `#${[...new Set(answer)].sort((a, b) => a - b).join(',')}`;
  return `t${normalizeAnswerText(answer ?? '')}`;
}

export function analyzeQuestion(quiz: QuizSaved, rows: AnswerRow[]): QuestionAnalysis {
  const given = rows.filter((row) => !row.passed);
  const wrong = new Map<string, { answer: number[] | string; count: number }>();
  for (const row of given) {
    if (row.isCorrect || row.answer === null) continue;
    const key = wrongKey(row.answer);
    const entry = wrong.get(key);
    if (entry) entry.count += 1;
    else
      wrong.set(key, {
        answer: Array.isArray(row.answer)
          ? [...new Set(row.answer)].sort((a, b) => a - b)
          : row.answer.trim(),
        count: 1,
      });
  }
  return {
    quizId: quiz.id,
    order: quiz.order,
    question: quiz.question,
    type: quiz.type,
    answeredCount: rows.length,
    passCount: rows.length - given.length,
    correctRate: rows.length === 0 ? null : rows.filter((row) => row.isCorrect).length / rows.length,
    medianMs: rows.length === 0 ? null : median(rows.map((row) => row.elapsedMs)),
    topWrongAnswers: [...wrong.values()].sort((a, b) => b.count - a.count).slice(0, 3),
  };
}

// Every column but the question snapshot: the results page polls this every 3 s while a class plays
// (issue 15 "Live results"), and thirty snapshots per poll would be read for nothing.
const { quizList: _snapshot, ...attemptColumns } = getTableColumns(quizAttempts);

/** The set's rooms within `scope` (room-scope.ts), as a subquery of their ids. */
function scopedRoomIds(quizSetId: string, scope: RoomScope) {
  return sql`(SELECT ${quizRooms.id} FROM ${quizRooms}
    WHERE ${and(eq(quizRooms.quizSetId, quizSetId), roomScopeCondition(scope))})`;
}

async function attemptsOfSet(db: Db, quizSetId: string, scope: RoomScope, roomId?: string) {
  return db
    .select({ attempt: attemptColumns, userName: user.name })
    .from(quizAttempts)
    .leftJoin(user, eq(user.id, quizAttempts.userId))
    .where(
      and(
        eq(quizAttempts.quizSetId, quizSetId),
        // Another teacher's class never shows (issue 19 item 20): only the caller's rooms.
        sql`${quizAttempts.roomId} IN ${scopedRoomIds(quizSetId, scope)}`,
        roomId === undefined ? undefined : eq(quizAttempts.roomId, roomId),
      ),
    )
    .orderBy(asc(quizAttempts.startedAt), asc(quizAttempts.id));
}

/** The key that groups one player's attempts in a room: the user, or the guest nickname's key. */
export function playerKeyOf(attempt: {
  userId: string | null;
  guestNameKey: string | null;
  id: string;
}): string {
  if (attempt.userId !== null) return `u:${attempt.userId}`;
  return attempt.guestNameKey === null ? `a:${attempt.id}` : `g:${attempt.guestNameKey}`;
}

/**
 * The ids of the attempts that count (issue 15 item 2): per room, one per player, chosen by the
 * room's `countedAttempt` rule (domain `countedAttemptIds`).
 */
async function countedIdsOf(
  db: Db,
  quizSetId: string,
  attempts: Array<Omit<typeof quizAttempts.$inferSelect, 'quizList'>>,
): Promise<Set<string>> {
  const rooms = await db
    .select({ id: quizRooms.id, countedAttempt: quizRooms.countedAttempt })
    .from(quizRooms)
    .where(eq(quizRooms.quizSetId, quizSetId));
  const ids = new Set<string>();
  for (const room of rooms) {
    const ofRoom = attempts
      .filter((attempt) => attempt.roomId === room.id)
      .map((attempt) => ({ ...attempt, playerKey: playerKeyOf(attempt) }));
    for (const id of countedAttemptIds(ofRoom, room.countedAttempt)) ids.add(id);
  }
  return ids;
}

/**
 * `GET /api/quizsets/{id}/results` (owner or admin; api.md, issue 10 "Results for the teacher"):
 * every attempt of every room of the set the caller manages (the owner's own rooms; a teacher hosting
 * the set, issue 19 item 20, her hosted rooms only), and per question of the set as it is now the share of right
 * answers, the median time and the most common wrong answers (answers of all attempts, finished or not).
 * With `roomId` (`?entryMapHashId=`), the attempts and the analysis of that room alone: the Classroom
 * teacher view shows one assignment's room (issue 11). A room of another set has no attempts here.
 * `teams`: the standings of the attempts' teams on a `team` map (teams.ts `teamResultsOf`), else [].
 * Each attempt says whether it is the one `counted` for its player under its room's rule, and a
 * guest's `rejoinCode` for the teacher (issue 15 items 2 and 5).
 * @throws AppError NOT_FOUND, FORBIDDEN (not the owner).
 */
export async function getQuizSetResults(
  db: Db,
  params: { quizSetId: string; caller: SessionUser; roomId?: string },
): Promise<QuizSetResults> {
  const { record, scope } = await requireRoomScope(db, params.quizSetId, params.caller, { mustHost: true });
  return resultsOfSet(db, record.row, scope, params.roomId);
}

/**
 * The results of `getQuizSetResults` within `scope` (room-scope.ts) for a caller already authorized:
 * also the Classroom teacher view, whose teacher of the course Classroom confirmed (issue 18 item 5;
 * it passes scope `all` with the attachment's own room, so only that room's attempts are read).
 */
export async function resultsOfSet(
  db: Db,
  set: { id: string; quizList: unknown },
  scope: RoomScope,
  roomId?: string,
): Promise<QuizSetResults> {
  const record = { row: set };
  const rows = await attemptsOfSet(db, record.row.id, scope, roomId);
  const ids = rows.map((row) => row.attempt.id);
  const answers =
    ids.length === 0
      ? []
      : await db.select().from(quizAttemptAnswers).where(inArray(quizAttemptAnswers.attemptId, ids));
  const answeredCount = new Map<string, number>();
  const byQuiz = new Map<string, AnswerRow[]>();
  const byAttempt = new Map<string, AnswerRow[]>();
  for (const answer of answers) {
    answeredCount.set(answer.attemptId, (answeredCount.get(answer.attemptId) ?? 0) + 1);
    const own = byAttempt.get(answer.attemptId) ?? [];
    own.push(answer);
    byAttempt.set(answer.attemptId, own);
    const list = byQuiz.get(answer.quizId) ?? [];
    list.push(answer);
    byQuiz.set(answer.quizId, list);
  }
  const counted = await countedIdsOf(
    db,
    record.row.id,
    rows.map((row) => row.attempt),
  );
  const attempts = rows.map(({ attempt, userName }) => ({
    attemptId: attempt.id,
    entryMapHashId: attempt.roomId,
    player: { name: attempt.guestName ?? userName ?? '', isGuest: attempt.userId === null },
    score: attempt.score,
    maxScore: attempt.maxScore,
    correctCount: attempt.correctCount,
    answeredCount: answeredCount.get(attempt.id) ?? 0,
    durationMs: attempt.durationMs,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    team: attempt.team,
    ...liveCellsOf(attempt.questionOrder, byAttempt.get(attempt.id) ?? [], attempt.finishedAt !== null),
    counted: counted.has(attempt.id),
    rejoinCode: attempt.rejoinCode,
  }));
  const questions = (record.row.quizList as QuizSaved[]).map((quiz) =>
    analyzeQuestion(quiz, byQuiz.get(quiz.id) ?? []),
  );
  const teams = teamResultsOf(
    rows.map((row) => row.attempt),
    answers,
  );
  return { attempts, questions, teams };
}

/**
 * `GET /api/quizsets/{id}/results/attempts/{attemptId}` (owner, admin, or the host of the attempt's
 * room): one attempt's review, the
 * snapshot's questions (with their answers: the owner wrote them) in play order, each with the
 * player's answer, right or wrong, and the time.
 * @throws AppError NOT_FOUND (set, or an attempt of another set), FORBIDDEN.
 */
export async function getAttemptReview(
  db: Db,
  params: { quizSetId: string; attemptId: string; caller: SessionUser },
): Promise<AttemptReview> {
  const { record, scope } = await requireRoomScope(db, params.quizSetId, params.caller, { mustHost: true });
  const [inScope] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.id, params.attemptId),
        sql`${quizAttempts.roomId} IN ${scopedRoomIds(record.row.id, scope)}`,
      ),
    )
    .limit(1);
  if (!inScope) throw new AppError('NOT_FOUND', msg('server.attemptNotFound'));
  return reviewOfAttempt(db, record.row.id, params.attemptId);
}

/**
 * The review of attempt `attemptId` of set `quizSetId`, for a caller whose ownership of the set is
 * already checked (getAttemptReview; the Classroom work review).
 * @throws AppError NOT_FOUND (no such attempt, or one of another set).
 */
export async function reviewOfAttempt(db: Db, quizSetId: string, attemptId: string): Promise<AttemptReview> {
  const [found] = await db
    .select({ attempt: quizAttempts, userName: user.name })
    .from(quizAttempts)
    .leftJoin(user, eq(user.id, quizAttempts.userId))
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  if (!found || found.attempt.quizSetId !== quizSetId)
    throw new AppError('NOT_FOUND', msg('server.attemptNotFound'));
  const { attempt } = found;
  const answers = await db
    .select()
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attempt.id));
  const byQuiz = new Map(answers.map((row) => [row.quizId, row]));
  return {
    attemptId: attempt.id,
    entryMapHashId: attempt.roomId,
    player: { name: attempt.guestName ?? found.userName ?? '', isGuest: attempt.userId === null },
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    score: attempt.score,
    maxScore: attempt.maxScore,
    durationMs: attempt.durationMs,
    items: questionsInOrder(attempt).map((quiz) => {
      const row = byQuiz.get(quiz.id);
      return {
        quiz,
        answer: row
          ? {
              quizId: row.quizId,
              answer: row.answer,
              passed: row.passed,
              isCorrect: row.isCorrect,
              elapsedMs: row.elapsedMs,
            }
          : null,
      };
    }),
  };
}
