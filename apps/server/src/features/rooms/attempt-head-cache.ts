import type { Db } from '../../db/client';
import {
  type AttemptCaller,
  isPlayerOf,
  type LoadedAttemptHead,
  loadAttemptHead,
  loadAttemptHeadWithQuizList,
  ownHead,
} from './attempt-access';
import { knowsAttemptQuizList, rememberAttemptQuizList } from './attempt-snapshots';

/*
 * Attempt heads kept in memory for the answer path (issue 20 item 3): a player answering twenty
 * questions would otherwise read the same attempt, room and set row twenty times. The cache only
 * lets an answer through to the batch INSERT, which checks the attempt, room and set again itself
 * (answer-batch.ts); every refusal re-reads the head from the database first, the "not your
 * attempt" one included (a rejoin in another process moves a guest's attempt to a new browser). So
 * a stale entry can never store an answer the database would refuse, nor refuse one it would store;
 * and the reply's right answer follows the set's flag as the storing statement read it. Hence a
 * TTL long enough to outlast a real player's pace (an answer every few seconds to a minute).
 *
 * Invalidation: in this process, whatever changes a head forgets it (a finish, a room update or its
 * bell, a set update). Another process's change is seen by this one after HEAD_TTL_MS at most; until
 * then it can only cost a refused answer one more read.
 */
const HEAD_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { head: LoadedAttemptHead; until: number };
// One map for the process, keyed by the attempt's random id: a finish inside a transaction (another
// `Db` handle) forgets the same entry the answer path reads.
const cache = new Map<string, Entry>();

/**
 * The attempt head `attemptId` when `caller` is its player, from memory when read in the last
 * HEAD_TTL_MS, else from the database (and kept).
 * @throws AppError NOT_FOUND (missing, or not the caller's).
 */
export async function cachedOwnAttemptHead(
  db: Db,
  attemptId: string,
  caller: AttemptCaller,
): Promise<LoadedAttemptHead> {
  const known = cache.get(attemptId);
  if (known && known.until > Date.now() && isPlayerOf(known.head.attempt, caller)) return known.head;
  return ownHead(await freshAttemptHead(db, attemptId), caller);
}

/**
 * Reads the head from the database and keeps it (or forgets it when missing). When this process has
 * not the attempt's questions either (its join went to another process behind a round-robin balancer:
 * issue 20 item 4), they come in the same read and are kept too, so the answer that follows reads
 * nothing more.
 */
async function freshAttemptHead(db: Db, attemptId: string): Promise<LoadedAttemptHead | undefined> {
  let head: LoadedAttemptHead | undefined;
  if (knowsAttemptQuizList(db, attemptId)) head = await loadAttemptHead(db, attemptId);
  else {
    const found = await loadAttemptHeadWithQuizList(db, attemptId);
    if (found) rememberAttemptQuizList(db, attemptId, found.quizList);
    head = found?.head;
  }
  cache.delete(attemptId);
  if (!head) return undefined;
  rememberAttemptHead(head);
  return head;
}

/**
 * Keeps `head` for HEAD_TTL_MS: a head just read, or the one a join has just stored with its new
 * attempt (join-room.ts: the first answer then reads nothing; issue 20 item 3). As any entry, it only
 * lets answers through to the INSERT that checks them again.
 */
export function rememberAttemptHead(head: LoadedAttemptHead): void {
  cache.delete(head.attempt.id);
  cache.set(head.attempt.id, { head, until: Date.now() + HEAD_TTL_MS });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/**
 * The head read from the database now (a refusal is always decided on it), kept for later answers.
 * @throws AppError NOT_FOUND (missing, or not the caller's).
 */
export async function reloadOwnAttemptHead(
  db: Db,
  attemptId: string,
  caller: AttemptCaller,
): Promise<LoadedAttemptHead> {
  return ownHead(await freshAttemptHead(db, attemptId), caller);
}

/** Forgets the heads matching `where` in this process (a finish, a room or set change). */
export function forgetAttemptHeads(
  where: { attemptId: string } | { roomId: string } | { quizSetId: string },
): void {
  if ('attemptId' in where) {
    cache.delete(where.attemptId);
    return;
  }
  for (const [id, { head }] of cache)
    if ('roomId' in where ? head.attempt.roomId === where.roomId : head.attempt.quizSetId === where.quizSetId)
      cache.delete(id);
}
