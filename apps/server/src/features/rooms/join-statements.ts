import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';

/*
 * The statements of a join (join-room.ts), each a named prepared statement of raw SQL (issue 20 item
 * 3, "a class at the bell"). A guest's first join used to send seven statements (the room, the
 * nickname read–insert–read, the open attempt, the attempts started, the insert), each built by the
 * query builder and parsed and planned by PostgreSQL on every call. Profiled while 1,000 guests
 * arrived 50 at once, 28 % of the API's CPU went to writing those statements to PostgreSQL's socket
 * and 19 % to building them. Now a first join sends three (the room, readJoinState, insertAttempt)
 * and a join again two.
 */

/** Whose attempts a join looks at: a signed-in user's, or a guest nickname's (with its browser). */
export type JoinWho = { userId: string } | { guestNameKey: string; guestKeyHash: string };

/** The player's standing in the room as one join reads it (readJoinState). */
export interface JoinState {
  /**
   * A guest's nickname: the browser key hash that holds it after this statement's claim (the guest's
   * own when the claim took it or they held it already). Null for a user, and for a guest when another
   * join took the nickname concurrently and committed after this statement began: the caller reads
   * it again (nicknameHolder).
   */
  holder: string | null;
  /** Attempts the player has started in the room, finished or not. */
  started: number;
  /** The rejoin code of the player's latest attempt that has one (a guest keeps one code), or null. */
  rejoinCode: string | null;
  /** The player's unfinished attempt, if any (at most one: a unique index per player and room). */
  open: { id: string; questionOrder: string[]; team: number | null; rejoinCode: string | null } | null;
}

interface JoinStateRow {
  holder: string | null;
  started: number;
  rejoin_code: string | null;
  open_id: string | null;
  open_question_order: string[] | null;
  open_team: number | null;
  open_rejoin_code: string | null;
}

/**
 * One statement: for a guest, claims the nickname (the (room, name key) primary key decides who was
 * first; a row already there is left as it is) and reads who holds it; for both, the player's
 * attempts in the room: how many were started, the latest rejoin code and the open one. The claim's
 * row is not visible to the statement's own reads; the attempts are only read.
 *
 * Reads the attempts through `quiz_attempts_guest_idx` (room, nickname key) or
 * `quiz_attempts_user_idx` (room, user): a player's own rows, not the room's (a test in
 * rooms.test.ts holds the plan).
 */
export function joinStateSql(roomId: string, who: JoinWho): SQL {
  const guest = 'guestNameKey' in who;
  const mine = guest
    ? sql`room_id = ${roomId} AND user_id IS NULL AND guest_name_key = ${who.guestNameKey}`
    : sql`room_id = ${roomId} AND user_id = ${who.userId}`;
  const claim = guest
    ? sql`claimed AS (
        INSERT INTO quiz_room_guests (room_id, name_key, guest_key_hash)
        VALUES (${roomId}, ${who.guestNameKey}, ${who.guestKeyHash})
        ON CONFLICT DO NOTHING
        RETURNING guest_key_hash
      ),`
    : sql``;
  const holder = guest
    ? sql`coalesce(
        (SELECT guest_key_hash FROM claimed),
        (SELECT guest_key_hash FROM quiz_room_guests WHERE room_id = ${roomId} AND name_key = ${who.guestNameKey})
      )`
    : sql`NULL::text`;
  return sql`WITH ${claim} mine AS (
      SELECT id, question_order, team, rejoin_code, started_at, finished_at FROM quiz_attempts WHERE ${mine}
    )
    SELECT
      ${holder} AS holder,
      (SELECT count(*)::int FROM mine) AS started,
      (SELECT rejoin_code FROM mine WHERE rejoin_code IS NOT NULL ORDER BY started_at DESC LIMIT 1) AS rejoin_code,
      open.id AS open_id,
      open.question_order AS open_question_order,
      open.team AS open_team,
      open.rejoin_code AS open_rejoin_code
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT id, question_order, team, rejoin_code FROM mine WHERE finished_at IS NULL LIMIT 1
    ) AS open ON true`;
}

/**
 * The player's standing in room `roomId` (JoinState), a guest's nickname claimed on the way, in one
 * round trip (joinStateSql).
 */
export async function readJoinState(db: Db, roomId: string, who: JoinWho): Promise<JoinState> {
  const name = 'guestNameKey' in who ? 'join_state_guest' : 'join_state_user';
  const [row] = await executeNamed<JoinStateRow>(db, name, joinStateSql(roomId, who));
  if (!row) throw new Error('the join state statement answered no row');
  return {
    holder: row.holder,
    started: Number(row.started),
    rejoinCode: row.rejoin_code,
    open:
      row.open_id === null
        ? null
        : {
            id: row.open_id,
            questionOrder: row.open_question_order ?? [],
            team: row.open_team,
            rejoinCode: row.open_rejoin_code,
          },
  };
}

/** The browser key hash holding nickname `nameKey` in room `roomId` now (a new snapshot), or null. */
export async function nicknameHolder(db: Db, roomId: string, nameKey: string): Promise<string | null> {
  const [row] = await executeNamed<{ guest_key_hash: string }>(
    db,
    'nickname_holder',
    sql`SELECT guest_key_hash FROM quiz_room_guests WHERE room_id = ${roomId} AND name_key = ${nameKey}`,
  );
  return row?.guest_key_hash ?? null;
}

/** A new attempt's row (quiz_attempts), as join-room.ts builds it. */
export interface NewAttemptRow {
  id: string;
  roomId: string;
  quizSetId: string;
  userId: string | null;
  guestName: string | null;
  guestNameKey: string | null;
  guestKeyHash: string | null;
  setVersion: Date;
  /** The set's questions as JSON text (set-snapshots.ts keeps it per version: no stringify per join). */
  quizListJson: string;
  questionOrder: string[];
  maxScore: number;
  team: number | null;
  rejoinCode: string | null;
}

/**
 * Inserts attempt `row`, unless the player has an open attempt in the room already (a join racing
 * this one: the unique open-attempt indexes), as one named statement.
 * @returns its `started_at` (the database's clock), or null when a racing join's attempt stands.
 */
export async function insertAttempt(db: Db, row: NewAttemptRow): Promise<Date | null> {
  const [inserted] = await executeNamed<{ started_at: Date | string }>(
    db,
    'insert_attempt',
    sql`INSERT INTO quiz_attempts (id, room_id, quiz_set_id, user_id, guest_name, guest_name_key,
        guest_key_hash, set_version, quiz_list, question_order, max_score, team, rejoin_code)
      VALUES (${row.id}, ${row.roomId}, ${row.quizSetId}, ${row.userId}, ${row.guestName}, ${row.guestNameKey},
        ${row.guestKeyHash}, ${row.setVersion.toISOString()}::timestamptz, ${row.quizListJson}::jsonb,
        ${JSON.stringify(row.questionOrder)}::jsonb, ${row.maxScore}::int, ${row.team}::smallint,
        ${row.rejoinCode})
      ON CONFLICT DO NOTHING
      RETURNING started_at`,
  );
  return inserted ? new Date(inserted.started_at) : null;
}
