import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizRooms } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { canRead, findQuizSet, type QuizSetRecord } from '../quizsets/get-quiz-set';

/**
 * Which rooms of a set a caller manages (issue 19 item 20): the owner those she opened (`host_id`
 * null), a teacher hosting the set those she hosts, an admin who is not the owner every room.
 */
export type RoomScope = { kind: 'owner' } | { kind: 'host'; hostId: string } | { kind: 'all' };

/** The `quiz_rooms` condition of `scope` (undefined: every room). */
export function roomScopeCondition(scope: RoomScope): SQL | undefined {
  if (scope.kind === 'owner') return isNull(quizRooms.hostId);
  if (scope.kind === 'host') return eq(quizRooms.hostId, scope.hostId);
  return undefined;
}

/** The teacher a room belongs to: its host, else the set's owner (issue 19 item 20). */
export function roomManagerId(room: { hostId: string | null }, set: { ownerId: string }): string {
  return room.hostId ?? set.ownerId;
}

/** `caller` may manage `room` (settings, players, results): its manager, or an admin. */
export function canManageRoom(
  room: { hostId: string | null },
  set: { ownerId: string },
  caller: SessionUser,
): boolean {
  return caller.isAdmin || caller.id === roomManagerId(room, set);
}

/**
 * The quiz set `quizSetId` and the rooms of it `caller` manages (issue 19 item 20): its owner and
 * admins as requireOwnedSet; any other teacher the rooms she hosts. To open or list rooms the set
 * must be public (or she already hosts a room of it: a set made hidden later keeps her rooms hers);
 * with `mustHost` (results) she must host at least one room of it.
 * @throws AppError NOT_FOUND (missing, or hidden and never hosted by her), FORBIDDEN (a student, or
 *   `mustHost` and she hosts none).
 */
export async function requireRoomScope(
  db: Db,
  quizSetId: string,
  caller: SessionUser,
  options: { mustHost?: boolean } = {},
): Promise<{ record: QuizSetRecord; scope: RoomScope }> {
  const record = await findQuizSet(db, quizSetId);
  if (!record) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (caller.id === record.row.ownerId) return { record, scope: { kind: 'owner' } };
  if (caller.isAdmin) return { record, scope: { kind: 'all' } };
  const readable = canRead(record.row, caller);
  const hosts =
    options.mustHost || !readable
      ? (
          await db
            .select({ id: quizRooms.id })
            .from(quizRooms)
            .where(and(eq(quizRooms.quizSetId, record.row.id), eq(quizRooms.hostId, caller.id)))
            .limit(1)
        ).length > 0
      : true;
  if (!readable && !hosts) throw new AppError('NOT_FOUND', msg('server.quizSetNotFound'));
  if (caller.userType !== 'TEACHER' || !hosts) throw new AppError('FORBIDDEN', msg('server.forbidden'));
  return { record, scope: { kind: 'host', hostId: caller.id } };
}
