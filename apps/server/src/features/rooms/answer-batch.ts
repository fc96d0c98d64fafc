import type { PlayerAnswer, TeamStanding } from '@quizset/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ArrayElementType, arrayParam, executeNamed } from '../../db/named-statement';
import { AppError, msg } from '../../lib/app-error';
import { type BatchOutcome, microBatchersBy } from '../../lib/micro-batcher';
import { teamStandingOf, teamStandingsAfterSql } from './teams';

/*
 * Answers are stored in small batches (issue 20 item 3): the answers that arrive within
 * BATCH_WINDOW_MS go to PostgreSQL as one multi-row INSERT instead of one statement each. Each
 * caller still waits for its own row's fate, so a reply of 200 means "stored" exactly as before.
 *
 * The INSERT itself decides what may be stored; the caller's checks on a cached attempt head
 * (attempt-head-cache.ts) only spare the database the hopeless cases:
 * - "exactly once": (attempt, question) is the primary key and ON CONFLICT DO NOTHING drops a second
 *   answer already in the table (or in a batch in flight); a batch never holds two answers to one
 *   question (the later one waits for the next batch), so the first one sent is the one stored;
 * - the player: a row is inserted only while the attempt is still the caller's (a rejoin with the code
 *   moves a guest's attempts to another browser: issue 15 item 5);
 * - the bell (issue 15 item 7): a row is inserted only while its attempt is unfinished and its room
 *   open (`is_open`, `closes_at` later than the flush on the server's clock), and a pass only while
 *   the set allows passes;
 * - the race with the bell and the player's own finish: the INSERT locks each attempt row it writes
 *   to FOR SHARE, and a finish locks it FOR UPDATE before counting the answers (finish-attempt.ts).
 *   The two take turns: a batch that locked first is committed before the finish counts, so its
 *   answers are counted; a batch that comes second re-reads the attempt after the finish committed,
 *   sees it finished and inserts nothing, so its answers are refused. No answer is ever stored
 *   without being counted.
 *
 * On a team map the reply carries the team's points with the answer in them: the batch's own
 * statement counts them for each team it touches (teams.ts teamStandingsAfterSql), so no team query
 * is run per answer.
 */

/** How long the first answer of a batch waits for others, in milliseconds. */
const BATCH_WINDOW_MS = 2;
/** A batch is sent at once when it holds this many answers. */
const BATCH_MAX = 200;
/**
 * Batches of one database in flight at most; answers arriving meanwhile wait for one to end and go
 * in the next (issue 20 item 3). Under load the batches grow instead of multiplying: each batch is a
 * commit (a WAL flush) and holds a pooled connection, and 1,500 answers a second in 2 ms windows were
 * hundreds of commits a second queued on the WAL flush and on the pool, beside the joins and finishes.
 */
const MAX_IN_FLIGHT = 2;
/**
 * Answers waiting for a batch at most (a few seconds of a full school's answers): past it the
 * database is not keeping up, and an answer is refused at once as RATE_LIMITED (429: the player's
 * page asks to try again) instead of waiting without end and holding its request's memory.
 */
const MAX_QUEUED = 5_000;

/** One graded answer to store. `answer` null = passed. */
export interface AnswerToStore {
  attemptId: string;
  /** Who the caller proved to be: the attempt must still be theirs (a rejoin moves it to another browser). */
  player: { userId: string } | { guestKeyHash: string };
  quizId: string;
  answer: PlayerAnswer | null;
  passed: boolean;
  isCorrect: boolean;
  /** The attempt's team on a team map (its room and team index), else null. */
  team: { roomId: string; index: number } | null;
}

/** What became of an answer: stored or not, and its team's standing after the batch (team maps). */
export interface StoredAnswer {
  stored: boolean;
  /**
   * The set's "show incorrect answer" as the storing statement read it (false when not stored): the
   * reply's right answer follows the set's row, never a cached head (attempt-head-cache.ts).
   */
  showIncorrectAnswer: boolean;
  /** Null off team maps, and when the answer was not stored. */
  team: TeamStanding | null;
}

const batcherOf = microBatchersBy((db: Db) => ({
  windowMs: BATCH_WINDOW_MS,
  maxBatch: BATCH_MAX,
  maxInFlight: MAX_IN_FLIGHT,
  maxQueued: MAX_QUEUED,
  fullError: () => new AppError('RATE_LIMITED', msg('server.rateLimited')),
  // One row per (attempt, question) in a statement: a second answer to the same question waits for
  // the next batch, so the one stored is always the one that came first and is told so.
  keyOf: (answer: AnswerToStore) => answerKey(answer.attemptId, answer.quizId),
  run: (batch: readonly AnswerToStore[]) => storeBatch(db, batch),
}));

/**
 * Stores one graded answer in the next batch (see above).
 * @returns `stored` true when this answer was stored now, with its team's standing after the batch
 *   on a team map; false when nothing was stored: the question was answered already, the attempt is
 *   no longer the caller's, the attempt is finished, its room closed, or it is a pass the set does
 *   not allow. The caller reads the attempt again to say which.
 * @throws the database's error when the batch's statement fails (every answer of that batch gets it);
 *   AppError RATE_LIMITED when MAX_QUEUED answers wait already.
 */
export function storeAnswer(db: Db, row: AnswerToStore): Promise<StoredAnswer> {
  return batcherOf(db).add(row);
}

/** An answer's primary key as one string. */
const answerKey = (attemptId: string | null, quizId: string | null) => `${attemptId}\u0000${quizId}`;

async function storeBatch(db: Db, batch: readonly AnswerToStore[]): Promise<BatchOutcome<StoredAnswer>[]> {
  const { stored, teams } = await insertBatch(db, batch);
  return batch.map((row) => {
    const show = stored.get(answerKey(row.attemptId, row.quizId));
    const team = show !== undefined && row.team ? teams.get(teamKeyOf(row.team)) : undefined;
    return {
      ok: true,
      value: { stored: show !== undefined, showIncorrectAnswer: show === true, team: team ?? null },
    };
  });
}

const teamKeyOf = (team: { roomId: string; index: number }) => `${team.roomId}\u0000${team.index}`;

/**
 * The batch's statement in three parts: `withValues` (the answers as the CTE `v`), `insert` (the
 * INSERT … SELECT that stores those the attempt, room and set allow, RETURNING their keys) and
 * `storedRows` (the keys it inserted, each with its set's show_incorrect_answer).
 */
function batchParts(batch: readonly AnswerToStore[]): { withValues: SQL; insert: SQL; storedRows: SQL } {
  // Seven arrays, one element per answer, instead of a VALUES list of seven parameters per answer:
  // the statement's text is the same for every batch, so neither drizzle nor the database builds
  // and parses one more row of SQL per answer (issue 20 item 3). arrayParam: one array parameter
  // each, in a subquery (db/named-statement.ts says why).
  const column = (pick: (row: AnswerToStore) => string | boolean | null, type: ArrayElementType) =>
    arrayParam(batch.map(pick), type);
  const given = sql`unnest(
    ${column((row) => row.attemptId, 'text')},
    ${column((row) => ('userId' in row.player ? row.player.userId : null), 'text')},
    ${column((row) => ('guestKeyHash' in row.player ? row.player.guestKeyHash : null), 'text')},
    ${column((row) => row.quizId, 'text')},
    ${column((row) => (row.answer === null ? null : JSON.stringify(row.answer)), 'text')},
    ${column((row) => row.passed, 'boolean')},
    ${column((row) => row.isCorrect, 'boolean')}
  ) AS given (attempt_id, user_id, guest_key_hash, quiz_id, answer, passed, is_correct)`;
  // The bell is read on the app's clock, as everywhere else (bell.ts, manage-rooms.ts, roomIsOpenAt).
  const now = new Date().toISOString();
  // elapsed_ms: since the attempt's previous answer, or its start (issue 10 "the time is the server's").
  const insert = sql`
    INSERT INTO quiz_attempt_answers (attempt_id, quiz_id, answer, passed, is_correct, elapsed_ms, answered_at)
    SELECT v.attempt_id, v.quiz_id, v.answer, v.passed, v.is_correct,
      GREATEST(0, round(extract(epoch from (now() - coalesce(
        (SELECT max(previous.answered_at) FROM quiz_attempt_answers previous WHERE previous.attempt_id = v.attempt_id),
        quiz_attempts.started_at))) * 1000))::int,
      now()
    FROM v
    JOIN quiz_attempts ON quiz_attempts.id = v.attempt_id
    JOIN quiz_rooms ON quiz_rooms.id = quiz_attempts.room_id
    JOIN quiz_sets ON quiz_sets.id = quiz_attempts.quiz_set_id
    WHERE quiz_attempts.finished_at IS NULL
      AND (quiz_attempts.user_id = v.user_id
        OR (quiz_attempts.user_id IS NULL AND quiz_attempts.guest_key_hash = v.guest_key_hash))
      AND quiz_rooms.is_open
      AND (quiz_rooms.closes_at IS NULL OR quiz_rooms.closes_at > ${now}::timestamptz)
      AND (NOT v.passed OR quiz_sets.is_allow_pass)
    FOR SHARE OF quiz_attempts
    ON CONFLICT DO NOTHING
    RETURNING attempt_id, quiz_id, is_correct`;
  // The stored keys with their set's flag (two primary-key lookups per stored answer).
  const storedRows = sql`SELECT inserted.attempt_id, inserted.quiz_id, quiz_sets.show_incorrect_answer AS show
    FROM inserted
    JOIN quiz_attempts ON quiz_attempts.id = inserted.attempt_id
    JOIN quiz_sets ON quiz_sets.id = quiz_attempts.quiz_set_id`;
  const withValues = sql`WITH v AS (
    SELECT attempt_id, user_id, guest_key_hash, quiz_id, answer::jsonb AS answer, passed, is_correct FROM ${given})`;
  return { withValues, insert, storedRows };
}

/**
 * The statement of a batch without team-map answers: stores what `batchParts` says and answers the
 * keys stored. Exported for the test that reads its plan (rooms.test.ts: primary keys only).
 */
export function answerBatchSql(batch: readonly AnswerToStore[]): SQL {
  const { withValues, insert, storedRows } = batchParts(batch);
  return sql`${withValues}, inserted AS (${insert}) ${storedRows}`;
}

/**
 * One INSERT … SELECT for the whole batch; answers the keys of the rows it inserted (each with its
 * set's show_incorrect_answer) and, when the batch holds team-map answers, the standings of their
 * teams counted in the same statement.
 */
async function insertBatch(
  db: Db,
  batch: readonly AnswerToStore[],
): Promise<{ stored: Map<string, boolean>; teams: Map<string, TeamStanding> }> {
  const teamsByKey = new Map<string, { roomId: string; index: number }>();
  for (const row of batch) if (row.team) teamsByKey.set(teamKeyOf(row.team), row.team);
  if (teamsByKey.size === 0) {
    // Named: its text is the same for every batch, so PostgreSQL plans it once per connection, not
    // once per batch (planning cost several times running it: db/named-statement.ts). The team
    // variant below lists its teams, so its text varies and it stays unnamed.
    const rows = await executeNamed<StoredRow>(db, 'store_answer_batch', answerBatchSql(batch));
    return { stored: keysOf(rows), teams: new Map() };
  }
  // Two kinds of row in one answer: the inserted keys (team null), then one row per team.
  const { withValues, insert, storedRows } = batchParts(batch);
  const rows = await rowsOf<
    StoredRow & {
      room_id: string | null;
      team: number | null;
      members: number | null;
      correct: number | null;
    }
  >(
    db,
    sql`${withValues}, inserted AS (${insert}), standings AS (${teamStandingsAfterSql([...teamsByKey.values()], sql`inserted`)}),
    stored AS (${storedRows})
    SELECT attempt_id, quiz_id, show, NULL::text AS room_id, NULL::int AS team, NULL::int AS members, NULL::int AS correct FROM stored
    UNION ALL
    SELECT NULL, NULL, NULL, room_id, team, members, correct FROM standings`,
  );
  const teams = new Map<string, TeamStanding>();
  for (const row of rows)
    if (row.room_id !== null && row.team !== null)
      teams.set(
        teamKeyOf({ roomId: row.room_id, index: Number(row.team) }),
        teamStandingOf({ team: row.team, members: row.members ?? 0, correct: row.correct ?? 0 }),
      );
  return { stored: keysOf(rows.filter((row) => row.attempt_id !== null)), teams };
}

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A stored answer's key and its set's show_incorrect_answer (null on the standings' rows). */
type StoredRow = { attempt_id: string | null; quiz_id: string | null; show: boolean | null };

function keysOf(rows: readonly StoredRow[]): Map<string, boolean> {
  return new Map(rows.map((row) => [answerKey(row.attempt_id, row.quiz_id), row.show === true]));
}
