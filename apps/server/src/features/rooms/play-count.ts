import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';

/*
 * A set's `playCount` (api.md "Building"; spec §3 "Next quiz set (read)": the chooser list), counted
 * after each finish has committed rather than inside it (issue 20 item 3).
 *
 * Why: every finish of a set's rooms updates that set's one row, and an UPDATE holds the row's lock
 * until its transaction ends. Inside the finish's transaction that meant until the COMMIT came back
 * from this process, a round trip through a busy event loop: a class finishing together took turns
 * on the row. In `bench -- rooms`, 500 players finishing within a second waited p50 0.2–3.3 s and p99
 * 3.5–5.0 s for their result (PostgreSQL's lock log: one finish after another waiting on the set's
 * tuple); with this and the one-statement finish, p50 41–47 ms and p99 1.2–2.1 s.
 *
 * How: the finishes of one set that come while an UPDATE of it runs are all counted by the next one
 * (`play_count + n`), so each process has at most one UPDATE of a set under way, and a class's finishes
 * cost a few statements instead of a queue.
 *
 * The choice, and what it costs: the count is no longer in the same transaction as the finish. A
 * finish is counted once, never twice: only the finish that closed the attempt counts it, after its
 * commit. A process that stops between a finish's commit and its count loses that count, at most the
 * finishes of a few milliseconds. A failed UPDATE is answered to the finishes it carried, and its
 * count is kept and sent with the set's next one.
 */

/** The finishes of one set not yet counted, and who waits for them to be. */
interface SetCount {
  pending: number;
  waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
  running: boolean;
}

/** Per database handle, per set id. */
const counts = new WeakMap<Db, Map<string, SetCount>>();

/**
 * Counts one finished play of set `quizSetId` in its `playCount`. `db` is the app's handle, not a
 * transaction: the count runs after the finish's commit, on its own.
 * @returns a promise that settles once an UPDATE carrying this count has committed (a finish answers
 *   after its count, so a read that follows the finish sees it).
 * @throws (rejects with) the database's error when that UPDATE failed; the count stays pending and goes
 *   with the set's next count in this process.
 */
export function countPlay(db: Db, quizSetId: string): Promise<void> {
  let sets = counts.get(db);
  if (!sets) {
    sets = new Map();
    counts.set(db, sets);
  }
  let set = sets.get(quizSetId);
  if (!set) {
    set = { pending: 0, waiting: [], running: false };
    sets.set(quizSetId, set);
  }
  set.pending += 1;
  const counted = new Promise<void>((resolve, reject) => set.waiting.push({ resolve, reject }));
  if (!set.running) void flush(db, sets, quizSetId, set);
  return counted;
}

/** Sends `set`'s pending count, then what came in meanwhile, until nothing is pending or one fails. */
async function flush(db: Db, sets: Map<string, SetCount>, quizSetId: string, set: SetCount): Promise<void> {
  set.running = true;
  while (set.pending > 0) {
    const { pending, waiting } = set;
    set.pending = 0;
    set.waiting = [];
    try {
      await db
        .update(quizSets)
        .set({ playCount: sql`${quizSets.playCount} + ${pending}` })
        .where(eq(quizSets.id, quizSetId));
    } catch (error) {
      // Kept for the set's next count; every finish waiting (those that came meanwhile too) is told.
      set.pending += pending;
      set.running = false;
      for (const waiter of [...waiting, ...set.waiting]) waiter.reject(error);
      set.waiting = [];
      return;
    }
    for (const waiter of waiting) waiter.resolve();
  }
  set.running = false;
  sets.delete(quizSetId);
}
