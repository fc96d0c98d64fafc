import type { OwnedRoom } from '@quizset/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, canRead, findQuizSet } from '../quizsets/get-quiz-set';
import { newRoomId } from './ids';

export type { OwnedRoom } from '@quizset/domain';

type RoomRow = typeof quizRooms.$inferSelect;

function toOwnedRoom(row: RoomRow, attemptCount: number): OwnedRoom {
  return {
    entryMapHashId: row.id,
    quizSetId: row.quizSetId,
    isOpen: row.isOpen,
    allowGuests: row.allowGuests,
    allowRetries: row.allowRetries,
    createdAt: row.createdAt.toISOString(),
    attemptCount,
  };
}

/**
 * The quiz set `quizSetId` when `caller` owns it (or is an admin).
 * @throws AppError NOT_FOUND (missing, or private and not readable), FORBIDDEN (readable, not theirs).
 */
export async function requireOwnedSet(db: Db, quizSetId: string, caller: SessionUser) {
  const record = await findQuizSet(db, quizSetId);
  if (!record || !canRead(record.row, caller)) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (!canEdit(record.row, caller)) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  return record;
}

/**
 * `POST /api/quizsets/{id}/rooms` (api.md "Quiz rooms and play"; issue 10 "Rooms and sharing"): opens
 * a new room for the owner's set. `allowGuests` (default true) lets visitors play under a nickname;
 * `allowRetries` (default true) lets a player start again after finishing.
 * @throws AppError NOT_FOUND, FORBIDDEN (not the owner).
 */
export async function openRoom(
  db: Db,
  params: { quizSetId: string; caller: SessionUser; allowGuests?: boolean; allowRetries?: boolean },
): Promise<OwnedRoom> {
  const record = await requireOwnedSet(db, params.quizSetId, params.caller);
  const [row] = await db
    .insert(quizRooms)
    .values({
      id: newRoomId(),
      quizSetId: record.row.id,
      allowGuests: params.allowGuests ?? true,
      allowRetries: params.allowRetries ?? true,
    })
    .returning();
  if (!row) throw new Error('room insert returned nothing');
  return toOwnedRoom(row, 0);
}

/**
 * `GET /api/quizsets/{id}/rooms`: the set's rooms, newest first, with their attempt counts (owner).
 * @throws AppError NOT_FOUND, FORBIDDEN.
 */
export async function listRooms(
  db: Db,
  params: { quizSetId: string; caller: SessionUser },
): Promise<OwnedRoom[]> {
  const record = await requireOwnedSet(db, params.quizSetId, params.caller);
  const rows = await db
    .select({ room: quizRooms, attemptCount: sql<number>`count(${quizAttempts.id})::int` })
    .from(quizRooms)
    .leftJoin(quizAttempts, eq(quizAttempts.roomId, quizRooms.id))
    .where(eq(quizRooms.quizSetId, record.row.id))
    .groupBy(quizRooms.id)
    .orderBy(desc(quizRooms.createdAt));
  return rows.map((row) => toOwnedRoom(row.room, Number(row.attemptCount)));
}

/**
 * `PATCH /api/rooms/{entryMapHashId}` `{ isOpen?, allowGuests?, allowRetries? }`: close or reopen a
 * room, or change who may play (owner or admin). A closed room refuses joins and answers.
 * @throws AppError NOT_FOUND (no such room, or not the caller's: a room id reveals nothing).
 */
export async function updateRoom(
  db: Db,
  params: {
    roomId: string;
    caller: SessionUser;
    changes: { isOpen?: boolean; allowGuests?: boolean; allowRetries?: boolean };
  },
): Promise<OwnedRoom> {
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, params.roomId)).limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const record = await findQuizSet(db, room.quizSetId);
  if (!record || !canEdit(record.row, params.caller))
    throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const [row] = await db
    .update(quizRooms)
    .set({ ...params.changes, updatedAt: new Date() })
    .where(and(eq(quizRooms.id, room.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(eq(quizAttempts.roomId, row.id));
  return toOwnedRoom(row, Number(count?.n ?? 0));
}
