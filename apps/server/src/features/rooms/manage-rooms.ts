import type { CountedAttempt, MaxAttemptsPerPlayer, OwnedRoom } from '@quizset/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canEdit, canRead, findQuizSet } from '../quizsets/get-quiz-set';
import { forgetAttemptHeads } from './attempt-head-cache';
import { finishOpenAttemptsOfRoom } from './bell';
import { newRoomId } from './ids';
import { canManageRoom, requireRoomScope, roomScopeCondition } from './room-scope';

export type { OwnedRoom } from '@quizset/domain';

type RoomRow = typeof quizRooms.$inferSelect;

function toOwnedRoom(row: RoomRow, attemptCount: number): OwnedRoom {
  return {
    entryMapHashId: row.id,
    quizSetId: row.quizSetId,
    isOpen: row.isOpen,
    allowGuests: row.allowGuests,
    allowRetries: row.allowRetries,
    maxAttemptsPerPlayer: row.maxAttemptsPerPlayer as MaxAttemptsPerPlayer,
    countedAttempt: row.countedAttempt,
    closesAt: row.closesAt?.toISOString() ?? null,
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

/** The room's attempts rule from a request (issue 15 item 2): `maxAttemptsPerPlayer` wins over the
 * older `allowRetries` (false ⇔ 1, true ⇔ unlimited); undefined when the request names neither. */
function attemptsRuleOf(changes: {
  allowRetries?: boolean;
  maxAttemptsPerPlayer?: MaxAttemptsPerPlayer;
}): { maxAttemptsPerPlayer: MaxAttemptsPerPlayer; allowRetries: boolean } | undefined {
  const max =
    changes.maxAttemptsPerPlayer !== undefined
      ? changes.maxAttemptsPerPlayer
      : changes.allowRetries === undefined
        ? undefined
        : changes.allowRetries
          ? null
          : 1;
  return max === undefined ? undefined : { maxAttemptsPerPlayer: max, allowRetries: max !== 1 };
}

/**
 * `POST /api/quizsets/{id}/rooms` (api.md "Quiz rooms and play"; issue 10 "Rooms and sharing"): opens
 * a new room for the owner's set, or (issue 19 item 20) hosts another teacher's public set: the room
 * is the caller's (`host_id`), the set stays its author's and is not copied. `allowGuests` (default true) lets visitors play under a nickname;
 * `maxAttemptsPerPlayer` (1, 2, 3 or null = unlimited, the default; issue 15 item 2) bounds the
 * attempts one player may start — the older `allowRetries: false` means 1; `countedAttempt`
 * (`best`, the default, or `first`) picks the attempt the results and the Classroom grade count.
 * @throws AppError NOT_FOUND (missing, hidden and not hers), FORBIDDEN (a student, or hosting a set
 *   no longer public).
 */
export async function openRoom(
  db: Db,
  params: {
    quizSetId: string;
    caller: SessionUser;
    allowGuests?: boolean;
    allowRetries?: boolean;
    maxAttemptsPerPlayer?: MaxAttemptsPerPlayer;
    countedAttempt?: CountedAttempt;
  },
): Promise<OwnedRoom> {
  const { record, scope } = await requireRoomScope(db, params.quizSetId, params.caller);
  // A set made hidden keeps her rooms readable, but she opens no new one of it.
  if (scope.kind === 'host' && !record.row.isPublic) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  const [row] = await db
    .insert(quizRooms)
    .values({
      id: newRoomId(),
      quizSetId: record.row.id,
      hostId: scope.kind === 'host' ? scope.hostId : null,
      allowGuests: params.allowGuests ?? true,
      ...(attemptsRuleOf(params) ?? { maxAttemptsPerPlayer: null, allowRetries: true }),
      countedAttempt: params.countedAttempt ?? 'best',
    })
    .returning();
  if (!row) throw new Error('room insert returned nothing');
  return toOwnedRoom(row, 0);
}

/**
 * `GET /api/quizsets/{id}/rooms`: the set's rooms the caller manages (requireRoomScope: the owner's
 * own, a host's hosted ones), newest first, with their attempt counts.
 * @throws AppError NOT_FOUND, FORBIDDEN.
 */
export async function listRooms(
  db: Db,
  params: { quizSetId: string; caller: SessionUser },
): Promise<OwnedRoom[]> {
  const { record, scope } = await requireRoomScope(db, params.quizSetId, params.caller);
  const rows = await db
    .select({ room: quizRooms, attemptCount: sql<number>`count(${quizAttempts.id})::int` })
    .from(quizRooms)
    .leftJoin(quizAttempts, eq(quizAttempts.roomId, quizRooms.id))
    .where(and(eq(quizRooms.quizSetId, record.row.id), roomScopeCondition(scope)))
    .groupBy(quizRooms.id)
    .orderBy(desc(quizRooms.createdAt));
  return rows.map((row) => toOwnedRoom(row.room, Number(row.attemptCount)));
}

/** What `PATCH /api/rooms/{entryMapHashId}` may change (schemas.ts `updateRoomBodySchema`). */
export interface RoomChanges {
  isOpen?: boolean;
  /** With `isOpen: false`: 0 closes now (the default), 60 rings the bell in a minute (issue 15 item 7). */
  closeAfterSeconds?: 0 | 60;
  allowGuests?: boolean;
  allowRetries?: boolean;
  maxAttemptsPerPlayer?: MaxAttemptsPerPlayer;
  countedAttempt?: CountedAttempt;
}

/**
 * `PATCH /api/rooms/{entryMapHashId}` (owner or admin): close or reopen a room, change who may play,
 * how many attempts a player may start and which one counts (issue 15 item 2). Closing
 * (`isOpen: false`) is the bell (issue 15 item 7): at once (`closeAfterSeconds` 0 or absent) the room
 * closes and every open attempt is scored from the answers given, its Classroom grade queued; with
 * `closeAfterSeconds: 60` the room stays open with `closesAt` a minute ahead (the players count
 * down) and closes by itself then (bell.ts). Reopening clears `closesAt`. A closed room refuses joins
 * and answers.
 * @throws AppError NOT_FOUND (no such room, or not the caller's: a room id reveals nothing).
 */
export async function updateRoom(
  db: Db,
  params: { roomId: string; caller: SessionUser; changes: RoomChanges },
): Promise<OwnedRoom> {
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, params.roomId)).limit(1);
  if (!room) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const record = await findQuizSet(db, room.quizSetId);
  if (!record || !canManageRoom(room, record.row, params.caller))
    throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  const { isOpen, closeAfterSeconds, allowGuests, countedAttempt } = params.changes;
  const closeNow = isOpen === false && !closeAfterSeconds;
  const bell =
    isOpen === true
      ? { isOpen: true, closesAt: null }
      : isOpen === false
        ? closeNow
          ? { isOpen: false, closesAt: new Date() }
          : // A bell already set keeps its time: "close after 1 minute" twice does not push it back.
            {
              // The server's clock, as everywhere the bell is read (bell.ts, roomIsOpenAt).
              closesAt: sql`coalesce(${quizRooms.closesAt}, ${new Date(Date.now() + (closeAfterSeconds ?? 0) * 1000).toISOString()}::timestamptz)`,
            }
        : {};
  const [row] = await db
    .update(quizRooms)
    .set({
      ...bell,
      ...(allowGuests === undefined ? {} : { allowGuests }),
      ...(countedAttempt === undefined ? {} : { countedAttempt }),
      ...(attemptsRuleOf(params.changes) ?? {}),
      updatedAt: new Date(),
    })
    .where(and(eq(quizRooms.id, room.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', msg('server.roomNotFound'));
  forgetAttemptHeads({ roomId: row.id });
  if (closeNow) await finishOpenAttemptsOfRoom(db, row.id);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(eq(quizAttempts.roomId, row.id));
  return toOwnedRoom(row, Number(count?.n ?? 0));
}
