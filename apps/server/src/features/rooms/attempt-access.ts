import { eq, sql } from 'drizzle-orm';
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
  /** The room's bell (issue 15 item 7): when set and passed, the room is closed whatever `roomIsOpen` says. */
  roomClosesAt: Date | null;
  isAllowPass: boolean;
  showIncorrectAnswer: boolean;
  ownerId: string;
};

/**
 * Guest keys' SHA-256 as the answer path needs them once per answer (to compare with the attempt's
 * and to store with it), kept per process for the browsers playing now (issue 20 item 3: one hash
 * per answer, thousands a second): a browser sends the same key with every answer. Bounded: the
 * oldest entries go first. Memory only; the database still holds nothing but the hashes.
 */
const MAX_GUEST_KEY_HASHES = 10_000;
const guestKeyHashes = new Map<string, string>();

/** The SHA-256 of `caller`'s guest key (guest-key.ts hashGuestKey), or null without a guest key. */
export function guestKeyHashOf(caller: AttemptCaller): string | null {
  const key = caller.guestKey;
  if (key === null) return null;
  let hash = guestKeyHashes.get(key);
  if (hash === undefined) {
    hash = hashGuestKey(key);
    guestKeyHashes.set(key, hash);
    if (guestKeyHashes.size > MAX_GUEST_KEY_HASHES) {
      const oldest = guestKeyHashes.keys().next().value;
      if (oldest !== undefined) guestKeyHashes.delete(oldest);
    }
  }
  return hash;
}

/** True when `caller` is the attempt's player: its user, or the browser holding its guest key. */
export function isPlayerOf(
  attempt: Pick<LoadedAttempt['attempt'], 'userId' | 'guestKeyHash'>,
  caller: AttemptCaller,
): boolean {
  if (attempt.userId !== null) return caller.user?.id === attempt.userId;
  return (
    attempt.guestKeyHash !== null &&
    caller.guestKey !== null &&
    guestKeyHashOf(caller) === attempt.guestKeyHash
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
      roomClosesAt: quizRooms.closesAt,
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

/** An attempt's row without its question snapshot (see attempt-snapshots.ts), for the answer path. */
export type LoadedAttemptHead = Omit<LoadedAttempt, 'attempt'> & {
  attempt: Omit<LoadedAttempt['attempt'], 'quizList'>;
};

/** The columns of an attempt head (LoadedAttemptHead), as one select shape for both head reads. */
const HEAD_COLUMNS = {
  attempt: {
    id: quizAttempts.id,
    roomId: quizAttempts.roomId,
    quizSetId: quizAttempts.quizSetId,
    userId: quizAttempts.userId,
    guestName: quizAttempts.guestName,
    guestKeyHash: quizAttempts.guestKeyHash,
    setVersion: quizAttempts.setVersion,
    questionOrder: quizAttempts.questionOrder,
    score: quizAttempts.score,
    maxScore: quizAttempts.maxScore,
    correctCount: quizAttempts.correctCount,
    startedAt: quizAttempts.startedAt,
    finishedAt: quizAttempts.finishedAt,
    durationMs: quizAttempts.durationMs,
    team: quizAttempts.team,
    guestNameKey: quizAttempts.guestNameKey,
    rejoinCode: quizAttempts.rejoinCode,
  },
  roomIsOpen: quizRooms.isOpen,
  roomClosesAt: quizRooms.closesAt,
  isAllowPass: quizSets.isAllowPass,
  showIncorrectAnswer: quizSets.showIncorrectAnswer,
  ownerId: quizSets.ownerId,
};

function buildLoadHead(db: Db) {
  return db
    .select({
      ...HEAD_COLUMNS,
      // The question snapshot only when asked for: a head read for an answer leaves the large column.
      quizList: sql<
        LoadedAttempt['attempt']['quizList'] | null
      >`CASE WHEN ${sql.placeholder('withQuizList')}::boolean THEN ${quizAttempts.quizList} END`.mapWith(
        quizAttempts.quizList,
      ),
    })
    .from(quizAttempts)
    .innerJoin(quizRooms, eq(quizRooms.id, quizAttempts.roomId))
    .innerJoin(quizSets, eq(quizSets.id, quizAttempts.quizSetId))
    .where(eq(quizAttempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_attempt_head');
}
// Built once per database: every answer reads one (issue 10 "Performance").
const loadHeadStatements = new WeakMap<Db, ReturnType<typeof buildLoadHead>>();

async function readAttemptHead(db: Db, attemptId: string, withQuizList: boolean) {
  let statement = loadHeadStatements.get(db);
  if (!statement) {
    statement = buildLoadHead(db);
    loadHeadStatements.set(db, statement);
  }
  const [found] = await statement.execute({ id: attemptId, withQuizList });
  if (!found) return undefined;
  const { quizList, ...head } = found;
  return { head, quizList };
}

/** The attempt `attemptId` without its question snapshot, whoever asks; undefined when missing. */
export async function loadAttemptHead(db: Db, attemptId: string): Promise<LoadedAttemptHead | undefined> {
  return (await readAttemptHead(db, attemptId, false))?.head;
}

/**
 * The attempt head and its question snapshot in one read, whoever asks; undefined when missing. For
 * a process that has neither (issue 20 item 4: behind a round-robin balancer the first answer of an
 * attempt in the process that did not take its join would read the head, then the snapshot).
 */
export async function loadAttemptHeadWithQuizList(
  db: Db,
  attemptId: string,
): Promise<{ head: LoadedAttemptHead; quizList: LoadedAttempt['attempt']['quizList'] } | undefined> {
  const found = await readAttemptHead(db, attemptId, true);
  return found && { head: found.head, quizList: found.quizList ?? [] };
}

/**
 * `head` when `caller` is its player (`isPlayerOf`), else the 404 of a missing attempt.
 * @throws AppError NOT_FOUND.
 */
export function ownHead(head: LoadedAttemptHead | undefined, caller: AttemptCaller): LoadedAttemptHead {
  if (!head || !isPlayerOf(head.attempt, caller))
    throw new AppError('NOT_FOUND', msg('server.attemptNotFound'));
  return head;
}

/** `loadOwnAttempt` without the question snapshot: one small prepared read per answer. */
export async function loadOwnAttemptHead(
  db: Db,
  attemptId: string,
  caller: AttemptCaller,
): Promise<LoadedAttemptHead> {
  return ownHead(await loadAttemptHead(db, attemptId), caller);
}
