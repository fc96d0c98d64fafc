import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { quizRooms, quizSets } from '../../../db/schema';
import { openRoom } from '../../rooms/manage-rooms';

/**
 * A new room for the same set with the same settings as `roomId` (issue 18 item 1, Google's "Handle
 * copied content"): each copy of an attachment plays its own room so results never mix across
 * classes. Opened through the rooms feature's `openRoom` on behalf of the set's owner, who owns the
 * new room as they own the original; the caller (a student opening the copy) never does.
 * @returns the new room's id (`entryMapHashId`); null when the original room or its set is gone.
 */
export async function openRoomForCopy(db: Db, roomId: string): Promise<string | null> {
  const [original] = await db
    .select({ room: quizRooms, ownerId: quizSets.ownerId })
    .from(quizRooms)
    .innerJoin(quizSets, eq(quizSets.id, quizRooms.quizSetId))
    .where(eq(quizRooms.id, roomId))
    .limit(1);
  if (!original) return null;
  // openRoom authorizes by set ownership: act as the owner (no other field of the caller is read).
  const owner: SessionUser = {
    id: original.ownerId,
    name: '',
    email: '',
    planType: 'FREE',
    countryCode: '',
    isAdmin: false,
    userType: 'TEACHER',
  };
  const opened = await openRoom(db, {
    quizSetId: original.room.quizSetId,
    caller: owner,
    allowGuests: original.room.allowGuests,
    allowRetries: original.room.allowRetries,
    maxAttemptsPerPlayer: original.room.maxAttemptsPerPlayer,
    countedAttempt: original.room.countedAttempt,
  });
  return opened.entryMapHashId;
}
