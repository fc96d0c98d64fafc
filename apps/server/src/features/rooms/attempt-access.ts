import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { quizAttempts, quizRooms, quizSets } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { hashGuestKey } from './guest-key';

/** Who is asking about an attempt: the session user and the guest cookie's key, either may be absent. */
export interface AttemptCaller {
  user: SessionUser | null;
  guestKey: string | null;
}

export type LoadedAttempt = {
  attempt: typeof quizAttempts.$inferSelect;
  roomIsOpen: boolean;
  isAllowPass: boolean;
  showIncorrectAnswer: boolean;
  ownerId: string;
};

/** True when `caller` is the attempt's player: its user, or the browser holding its guest key. */
export function isPlayerOf(attempt: LoadedAttempt['attempt'], caller: AttemptCaller): boolean {
  if (attempt.userId !== null) return caller.user?.id === attempt.userId;
  return (
    attempt.guestKeyHash !== null &&
    caller.guestKey !== null &&
    hashGuestKey(caller.guestKey) === attempt.guestKeyHash
  );
}

/**
 * The attempt `attemptId` with its room's state and its set's play options, when `caller` is its
 * player. Anyone else (another user, another browser, signed out) gets the same 404 as a missing
 * attempt: an attempt id reveals nothing.
 * @throws AppError NOT_FOUND.
 */
export async function loadOwnAttempt(
  db: Db,
  attemptId: string,
  caller: AttemptCaller,
): Promise<LoadedAttempt> {
  const [found] = await db
    .select({
      attempt: quizAttempts,
      roomIsOpen: quizRooms.isOpen,
      isAllowPass: quizSets.isAllowPass,
      showIncorrectAnswer: quizSets.showIncorrectAnswer,
      ownerId: quizSets.ownerId,
    })
    .from(quizAttempts)
    .innerJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
    .innerJoin(quizSets, eq(quizSets.id, quizAttempts.quizSetId))
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  if (!found || !isPlayerOf(found.attempt, caller))
    throw new AppError('NOT_FOUND', msg('server.attemptNotFound'));
  return found;
}
