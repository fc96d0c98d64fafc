import type { QuizSaved } from '@quizset/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizSets } from '../../db/schema';

/*
 * The questions a room's new attempts are started from, kept per process (issue 20 item 3 "cache
 * the set snapshot per process, invalidated on change"): every join would otherwise fetch and parse
 * the whole set's questions again, twenty of them per player and retry. An entry is the set as it
 * was at one version (`updated_at`, which every change of the set moves: update-quiz-set.ts
 * nextVersion; nothing else writes `quiz_list`). The caller passes the version it has just read with
 * the room, so a changed set, in this process or another, is read anew on the very next join: the
 * cache can never hand out questions of another version than the one the caller saw.
 *
 * The arrays handed out are shared by every attempt started from that version (the attempts'
 * snapshots, attempt-snapshots.ts, keep them too): they are frozen, deeply, when read, so code that
 * tried to modify one (a shuffle in place, say) throws at once instead of changing other players'
 * questions.
 */

/** What a new attempt copies from its set (join-room.ts): the questions and the shuffle option, at `version`. */
export interface SetPlaySnapshot {
  version: Date;
  quizList: QuizSaved[];
  /**
   * The same questions as JSON text, as PostgreSQL gave them: what a new attempt stores
   * (join-statements.ts insertAttempt), so no join stringifies twenty questions again.
   */
  quizListJson: string;
  isShuffle: boolean;
}

/** Sets kept per database at most; the least recently stored go first. */
const MAX_ENTRIES = 1_000;
const snapshotsOf = new WeakMap<Db, Map<string, SetPlaySnapshot>>();

function buildReadSnapshot(db: Db) {
  return db
    .select({
      version: quizSets.updatedAt,
      quizListJson: sql<string>`${quizSets.quizList}::text`,
      isShuffle: quizSets.isShuffle,
    })
    .from(quizSets)
    .where(eq(quizSets.id, sql.placeholder('id')))
    .limit(1)
    .prepare('read_set_play_snapshot');
}
const readSnapshotStatements = new WeakMap<Db, ReturnType<typeof buildReadSnapshot>>();

/**
 * Set `setId`'s questions and shuffle option at `version` (its `updated_at` as the caller just read
 * it), from memory when that version was read before, else from the database. The answer's `version`
 * is the version read: the caller's, or a newer one when the set changed since the caller's read
 * (the questions and the version always belong together).
 * @returns null when the set is gone.
 */
export async function setPlaySnapshot(db: Db, setId: string, version: Date): Promise<SetPlaySnapshot | null> {
  let snapshots = snapshotsOf.get(db);
  if (!snapshots) {
    snapshots = new Map();
    snapshotsOf.set(db, snapshots);
  }
  const known = snapshots.get(setId);
  if (known && known.version.getTime() === version.getTime()) return known;
  let statement = readSnapshotStatements.get(db);
  if (!statement) {
    statement = buildReadSnapshot(db);
    readSnapshotStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id: setId });
  snapshots.delete(setId);
  if (!row) return null;
  const snapshot: SetPlaySnapshot = {
    version: row.version,
    quizList: deepFreeze(JSON.parse(row.quizListJson) as QuizSaved[]),
    quizListJson: row.quizListJson,
    isShuffle: row.isShuffle,
  };
  snapshots.set(setId, snapshot);
  if (snapshots.size > MAX_ENTRIES) {
    const oldest = snapshots.keys().next().value;
    if (oldest !== undefined) snapshots.delete(oldest);
  }
  return snapshot;
}

/** `value` and everything reachable from it, frozen (plain JSON data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
