import {
  nicknameIssue,
  normalizeAnswerText,
  normalizeNickname,
  type QuizSaved,
  scoreOf,
  shuffleWithSeed,
} from '@quizset/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRoomGuests } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { findRoom } from './get-room';
import { hashGuestKey } from './guest-key';
import { newAttemptId } from './ids';

export interface JoinedAttempt {
  attemptId: string;
  questionOrder: string[];
  /** True when an unfinished attempt of the same player was resumed instead of a new one. */
  resumed: boolean;
}

/** Who plays: a signed-in user, or a guest (nickname + browser key). */
export type Player =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'guest'; guestName: string; guestKey: string };

/**
 * Takes `guestName` in the room for the browser of `guestKeyHash`, or refuses it when another
 * browser holds it. Race-free: the (room, folded name) primary key decides who was first.
 * @throws AppError CONFLICT `play.nickname.taken`.
 */
async function claimNickname(db: Db, roomId: string, guestName: string, guestKeyHash: string): Promise<void> {
  const nameKey = normalizeAnswerText(guestName);
  await db.insert(quizRoomGuests).values({ roomId, nameKey, guestKeyHash }).onConflictDoNothing();
  const [holder] = await db
    .select({ guestKeyHash: quizRoomGuests.guestKeyHash })
    .from(quizRoomGuests)
    .where(and(eq(quizRoomGuests.roomId, roomId), eq(quizRoomGuests.nameKey, nameKey)))
    .limit(1);
  if (holder?.guestKeyHash !== guestKeyHash)
    throw new AppError('CONFLICT', msg('play.nickname.taken'), {
      details: [{ path: 'guestName', message: msg('play.nickname.taken') }],
    });
}

/**
 * `POST /api/rooms/{entryMapHashId}/attempts` (api.md "Quiz rooms and play"; issue 10): starts an
 * attempt for the player, or resumes their unfinished one. The attempt keeps a snapshot of the set's
 * questions and their order, shuffled with the attempt id as seed when the set shuffles.
 * @throws AppError NOT_FOUND (room), FORBIDDEN `server.roomClosed`, UNAUTHENTICATED (guest where the
 *   room wants accounts), VALIDATION_FAILED (nickname rule, same message as the player),
 *   CONFLICT (nickname taken; finished already and the room allows no retries).
 */
export async function joinRoom(db: Db, params: { roomId: string; player: Player }): Promise<JoinedAttempt> {
  const { room, record } = await findRoom(db, params.roomId);
  if (!room.isOpen) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const { player } = params;
  let who: { userId: string | null; guestName: string | null; guestKeyHash: string | null };
  if (player.kind === 'user') {
    who = { userId: player.user.id, guestName: null, guestKeyHash: null };
  } else {
    if (!room.allowGuests) throw new AppError('UNAUTHENTICATED', msg('server.roomNoGuests'));
    const issue = nicknameIssue(player.guestName);
    if (issue)
      throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
        details: [{ path: 'guestName', message: msg(issue.key, issue.params) }],
      });
    const guestName = normalizeNickname(player.guestName);
    const guestKeyHash = hashGuestKey(player.guestKey);
    who = { userId: null, guestName, guestKeyHash };
  }
  const mine =
    who.userId !== null
      ? eq(quizAttempts.userId, who.userId)
      : and(isNotNull(quizAttempts.guestKeyHash), eq(quizAttempts.guestKeyHash, who.guestKeyHash as string));

  const findOpen = async () => {
    const [open] = await db
      .select({ id: quizAttempts.id, questionOrder: quizAttempts.questionOrder })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.roomId, room.id), mine, isNull(quizAttempts.finishedAt)))
      .limit(1);
    return open;
  };
  const open = await findOpen();
  if (open) return { attemptId: open.id, questionOrder: open.questionOrder, resumed: true };

  if (!room.allowRetries) {
    const [finished] = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.roomId, room.id), mine))
      .limit(1);
    if (finished) throw new AppError('CONFLICT', msg('server.roomNoRetries'));
  }
  if (who.guestName !== null && who.guestKeyHash !== null)
    await claimNickname(db, room.id, who.guestName, who.guestKeyHash);

  const quizList = record.row.quizList as QuizSaved[];
  const attemptId = newAttemptId();
  const ids = quizList.map((quiz) => quiz.id);
  const questionOrder = record.row.isShuffle ? shuffleWithSeed(ids, attemptId) : ids;
  const inserted = await db
    .insert(quizAttempts)
    .values({
      id: attemptId,
      roomId: room.id,
      quizSetId: record.row.id,
      ...who,
      setVersion: record.row.updatedAt,
      quizList,
      questionOrder,
      maxScore: scoreOf(0, quizList.length).maxScore,
    })
    // A join racing this one created the attempt first: resume that one.
    .onConflictDoNothing()
    .returning({ id: quizAttempts.id });
  if (inserted.length === 0) {
    const raced = await findOpen();
    if (raced) return { attemptId: raced.id, questionOrder: raced.questionOrder, resumed: true };
    throw new Error('attempt insert conflicted without an open attempt');
  }
  return { attemptId, questionOrder, resumed: false };
}
