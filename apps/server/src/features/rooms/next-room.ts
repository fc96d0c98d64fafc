import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizRooms, quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { type AttemptCaller, loadOwnAttemptHead } from './attempt-access';
import { newRoomId } from './ids';
import { roomServices } from './room-plan';

/** What "다음 퀴즈" continues to: the next set's room, and the nickname a guest plays on under. */
export interface NextRoom {
  entryMapHashId: string;
  /** The guest's nickname in the source room (join the next room with it); null for a signed-in player. */
  guestName: string | null;
}

/**
 * `POST /api/attempts/{attemptId}/next-room` (issue 15 item 10 "The next set plays"; spec §3
 * `nextQuizsetId`): the room of the source set's next quiz set for the players of the attempt's room.
 * Created on demand with the source room's settings (guests, retries) under the same owner, and
 * reused by every later player of that source room (one per source room and set: a unique index, so
 * simultaneous presses share one). Only a next set of the source set's owner plays: a room's results
 * belong to its set's owner, and another teacher's set would hand them this class's answers.
 * A source room played from a Google Classroom attachment (issue 18): the next room is attached to no
 * Classroom item and its attempts are linked to no submission, so they send no grade — Classroom keeps
 * the attached set's grade (the play bridge does not offer "다음 퀴즈" at all; README "Next quiz inside
 * Classroom").
 * @throws AppError NOT_FOUND (not the caller's attempt — another player's id reads as missing — or
 *   no next set: off, deleted, another owner's, or the set owner's plan without
 *   CONTINUE_NEXT_QUIZSET, room-plan.ts), CONFLICT (the attempt is not finished), FORBIDDEN
 *   (the source room is closed).
 */
export async function openNextRoom(
  db: Db,
  params: { attemptId: string; caller: AttemptCaller },
): Promise<NextRoom> {
  const loaded = await loadOwnAttemptHead(db, params.attemptId, params.caller);
  const { attempt } = loaded;
  if (attempt.finishedAt === null) throw new AppError('CONFLICT', msg('server.nextRoomUnfinished'));
  if (!loaded.roomIsOpen) throw new AppError('FORBIDDEN', msg('server.roomClosed'));
  const [source] = await db
    .select({ room: quizRooms, nextOn: quizSets.isNextQuizsetAvailable, nextId: quizSets.nextQuizsetId })
    .from(quizRooms)
    .innerJoin(quizSets, eq(quizSets.id, quizRooms.quizSetId))
    .where(eq(quizRooms.id, attempt.roomId))
    .limit(1);
  if (!source?.nextOn || !source.nextId || !(await roomServices(db, source.room.id)).nextQuizset)
    throw new AppError('NOT_FOUND', msg('server.nextSetNotFound'));
  const [next] = await db
    .select({ id: quizSets.id, ownerId: quizSets.ownerId })
    .from(quizSets)
    .where(eq(quizSets.id, source.nextId))
    .limit(1);
  if (!next || next.ownerId !== loaded.ownerId)
    throw new AppError('NOT_FOUND', msg('server.nextSetNotFound'));

  const guestName = attempt.userId === null ? attempt.guestName : null;
  const existing = await findNextRoom(db, source.room.id, next.id);
  if (existing) return { entryMapHashId: existing, guestName };
  await db
    .insert(quizRooms)
    .values({
      id: newRoomId(),
      quizSetId: next.id,
      allowGuests: source.room.allowGuests,
      allowRetries: source.room.allowRetries,
      maxAttemptsPerPlayer: source.room.maxAttemptsPerPlayer,
      countedAttempt: source.room.countedAttempt,
      sourceRoomId: source.room.id,
      // A hosted room's class goes on in a room of the same host: its results stay hers (issue 19 item 20).
      hostId: source.room.hostId,
    })
    .onConflictDoNothing();
  // Inserted, or another player's press won the race: either way the one room is there now.
  const created = await findNextRoom(db, source.room.id, next.id);
  if (!created) throw new Error('next room missing after insert');
  return { entryMapHashId: created, guestName };
}

async function findNextRoom(db: Db, sourceRoomId: string, quizSetId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: quizRooms.id })
    .from(quizRooms)
    .where(and(eq(quizRooms.sourceRoomId, sourceRoomId), eq(quizRooms.quizSetId, quizSetId)))
    .limit(1);
  return row?.id ?? null;
}
