import { nicknameIssue, normalizeNickname, scoreOf } from '@quizset/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, quizAttempts, quizRoomGuests, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { findQuizSet } from '../quizsets/get-quiz-set';
import { nicknameKey } from './nickname-key';
import { canManageRoom } from './room-scope';

/*
 * The teacher's hand on the players of a room (issue 15 item 5): rename a guest, merge two attempts
 * of one child (who joined twice under two names), remove a player. Owner or admin only; anyone else
 * gets the 404 of a missing room (a room id reveals nothing).
 */

type AttemptRow = typeof quizAttempts.$inferSelect;

/**
 * The attempt `attemptId` of room `roomId` when `caller` manages the room (its host, else the set's
 * owner; room-scope.ts).
 * @throws AppError NOT_FOUND (room not the caller's, or no such attempt in it).
 */
async function ownedAttempt(
  db: Db,
  roomId: string,
  attemptId: string,
  caller: SessionUser,
): Promise<AttemptRow> {
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, roomId)).limit(1);
  const record = room ? await findQuizSet(db, room.quizSetId) : null;
  if (!room || !record || !canManageRoom(room, record.row, caller))
    throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.roomId, roomId)))
    .limit(1);
  if (!attempt) throw new AppError('NOT_FOUND', msg('server.attemptNotFound'));
  return attempt;
}

/** Every attempt in the room of the player who played `attempt` (same user, or same guest nickname). */
function samePlayer(attempt: AttemptRow) {
  return attempt.userId !== null
    ? and(eq(quizAttempts.roomId, attempt.roomId), eq(quizAttempts.userId, attempt.userId))
    : attempt.guestNameKey !== null
      ? and(
          eq(quizAttempts.roomId, attempt.roomId),
          isNull(quizAttempts.userId),
          eq(quizAttempts.guestNameKey, attempt.guestNameKey),
        )
      : eq(quizAttempts.id, attempt.id);
}

/**
 * `PATCH /api/rooms/{entryMapHashId}/attempts/{attemptId}` `{ guestName }` (owner): renames the guest
 * who played the attempt, in every attempt of theirs in the room. The new name follows the nickname
 * rule and must be free in the room (look-alikes are one name); their browser and rejoin code stay.
 * @throws AppError NOT_FOUND, VALIDATION_FAILED (nickname rule; a signed-in player's name is their
 *   account's), CONFLICT `play.nickname.taken`.
 */
export async function renamePlayer(
  db: Db,
  params: { roomId: string; attemptId: string; caller: SessionUser; guestName: string },
): Promise<{ attemptId: string; guestName: string }> {
  const attempt = await ownedAttempt(db, params.roomId, params.attemptId, params.caller);
  const issue =
    attempt.userId !== null
      ? { key: 'server.renameGuestOnly' as const, params: {} }
      : nicknameIssue(params.guestName);
  if (issue)
    throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
      details: [{ path: 'guestName', message: msg(issue.key, issue.params) }],
    });
  const guestName = normalizeNickname(params.guestName);
  const nameKey = nicknameKey(guestName);
  const oldKey = attempt.guestNameKey;
  await db.transaction(async (tx) => {
    if (nameKey !== oldKey) {
      const taken = await tx
        .insert(quizRoomGuests)
        .values({ roomId: attempt.roomId, nameKey, guestKeyHash: attempt.guestKeyHash ?? '' })
        .onConflictDoNothing()
        .returning({ nameKey: quizRoomGuests.nameKey });
      if (taken.length === 0)
        throw new AppError('CONFLICT', msg('play.nickname.taken'), {
          details: [{ path: 'guestName', message: msg('play.nickname.taken') }],
        });
      if (oldKey !== null)
        await tx
          .delete(quizRoomGuests)
          .where(and(eq(quizRoomGuests.roomId, attempt.roomId), eq(quizRoomGuests.nameKey, oldKey)));
    }
    await tx.update(quizAttempts).set({ guestName, guestNameKey: nameKey }).where(samePlayer(attempt));
  });
  return { attemptId: attempt.id, guestName };
}

/**
 * `POST /api/rooms/{entryMapHashId}/attempts/{attemptId}/merge` `{ intoAttemptId }` (owner): one child
 * joined twice (a new name on a new device): the attempt's answers move into `intoAttemptId` for the
 * questions that one has not answered, the attempt is deleted, and its nickname freed when no other
 * attempt uses it. A finished target is scored again with the answers it now has.
 * @throws AppError NOT_FOUND, VALIDATION_FAILED `server.mergeSamePlayer` (same attempt, or another room).
 */
export async function mergeAttempts(
  db: Db,
  params: { roomId: string; attemptId: string; intoAttemptId: string; caller: SessionUser },
): Promise<{ attemptId: string; answeredCount: number; score: number | null }> {
  const source = await ownedAttempt(db, params.roomId, params.attemptId, params.caller);
  const [target] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, params.intoAttemptId), eq(quizAttempts.roomId, params.roomId)))
    .limit(1);
  if (!target || target.id === source.id)
    throw new AppError('VALIDATION_FAILED', msg('server.mergeSamePlayer'), {
      details: [{ path: 'intoAttemptId', message: msg('server.mergeSamePlayer') }],
    });
  return db.transaction(async (tx) => {
    const known = new Set(target.questionOrder);
    const moved = (
      await tx.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, source.id))
    )
      .filter((row) => known.has(row.quizId))
      .map((row) => ({ ...row, attemptId: target.id }));
    if (moved.length > 0) await tx.insert(quizAttemptAnswers).values(moved).onConflictDoNothing();
    await tx.delete(quizAttempts).where(eq(quizAttempts.id, source.id));
    await releaseNicknameIfUnused(tx, source);
    const [counted] = await tx
      .select({
        answered: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int`,
      })
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, target.id));
    let score = target.score;
    if (target.finishedAt !== null) {
      const correctCount = Number(counted?.correct ?? 0);
      score = scoreOf(correctCount, target.questionOrder.length).score;
      await tx.update(quizAttempts).set({ score, correctCount }).where(eq(quizAttempts.id, target.id));
    }
    return { attemptId: target.id, answeredCount: Number(counted?.answered ?? 0), score };
  });
}

/** Frees a guest nickname in the room when no attempt uses it any more. */
async function releaseNicknameIfUnused(db: Db, attempt: AttemptRow): Promise<void> {
  if (attempt.guestNameKey === null) return;
  const [left] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(samePlayer(attempt), ne(quizAttempts.id, attempt.id)))
    .limit(1);
  if (!left)
    await db
      .delete(quizRoomGuests)
      .where(
        and(eq(quizRoomGuests.roomId, attempt.roomId), eq(quizRoomGuests.nameKey, attempt.guestNameKey)),
      );
}

/**
 * `DELETE /api/rooms/{entryMapHashId}/attempts/{attemptId}` (owner): removes the player who played
 * the attempt — every attempt of theirs in the room, their answers, and their nickname (free again).
 * @throws AppError NOT_FOUND.
 */
export async function removePlayer(
  db: Db,
  params: { roomId: string; attemptId: string; caller: SessionUser },
): Promise<{ removedAttemptIds: string[] }> {
  const attempt = await ownedAttempt(db, params.roomId, params.attemptId, params.caller);
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: quizAttempts.id }).from(quizAttempts).where(samePlayer(attempt))).map(
      (row) => row.id,
    );
    if (ids.length > 0) await tx.delete(quizAttempts).where(inArray(quizAttempts.id, ids));
    if (attempt.guestNameKey !== null)
      await tx
        .delete(quizRoomGuests)
        .where(
          and(eq(quizRoomGuests.roomId, attempt.roomId), eq(quizRoomGuests.nameKey, attempt.guestNameKey)),
        );
    return { removedAttemptIds: ids };
  });
}
