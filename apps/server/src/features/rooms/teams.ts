import { POINTS_PER_QUESTION, type TeamResult, type TeamStanding } from '@quizset/domain';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttemptAnswers, quizAttempts } from '../../db/schema';

// Teams on a `team` map (issue 10 "looks and paces differently"; spec §3 map type `team`): the
// attempt stores its team index; members and points are counted from the attempts and answers, so
// they can never disagree with them. A member is a player (a user, or a guest's browser key), so a
// retry does not count its player twice; the points are every right answer of the team's attempts.

/** The player key of an attempt: the user, or the guest's browser key. */
const playerKey = sql`coalesce(${quizAttempts.userId}, ${quizAttempts.guestKeyHash})`;

/**
 * Members of each team of room `roomId` now, by team index (`[red, blue, green, yellow]` counts).
 * `db` may be a transaction: join-room counts and inserts in one (see there).
 */
export async function teamMemberCounts(db: Db, roomId: string): Promise<number[]> {
  const rows = await db
    .select({ team: quizAttempts.team, members: sql<number>`count(DISTINCT ${playerKey})::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.roomId, roomId), isNotNull(quizAttempts.team)))
    .groupBy(quizAttempts.team);
  const counts: number[] = [];
  for (const row of rows) if (row.team !== null) counts[row.team] = Number(row.members);
  return Array.from(counts, (count) => count ?? 0);
}

/**
 * The team `team` of room `roomId` as its players see it: members and points so far (right answers
 * of its attempts × POINTS_PER_QUESTION). Null for a null team (not a team map). Counts only: no
 * answer, no other player's name.
 */
export async function teamStanding(
  db: Db,
  roomId: string,
  team: number | null,
): Promise<TeamStanding | null> {
  if (team === null) return null;
  const [row] = await db
    .select({
      members: sql<number>`count(DISTINCT ${playerKey})::int`,
      correct: sql<number>`count(${quizAttemptAnswers.quizId}) FILTER (WHERE ${quizAttemptAnswers.isCorrect})::int`,
    })
    .from(quizAttempts)
    .leftJoin(quizAttemptAnswers, eq(quizAttemptAnswers.attemptId, quizAttempts.id))
    .where(and(eq(quizAttempts.roomId, roomId), eq(quizAttempts.team, team)));
  return {
    index: team,
    members: Number(row?.members ?? 0),
    score: Number(row?.correct ?? 0) * POINTS_PER_QUESTION,
  };
}

/**
 * SQL for the standings of `teams` (room, team index) as an answer batch leaves them, for the batch's
 * own statement (answer-batch.ts; issue 20 item 3: no team query per answer): one row per team with
 * `room_id`, `team`, `members` (players, as teamStanding) and `correct` (right answers already stored
 * plus the right ones among `inserted`, the batch's `INSERT … RETURNING attempt_id, is_correct` CTE).
 * Same counting as teamStanding: the statement's snapshot plus its own rows.
 */
export function teamStandingsAfterSql(
  teams: readonly { roomId: string; index: number }[],
  inserted: SQL,
): SQL {
  const values = sql.join(
    teams.map((team) => sql`(${team.roomId}::text, ${team.index}::int)`),
    sql`, `,
  );
  return sql`
    SELECT t.room_id, t.team,
      (SELECT count(DISTINCT coalesce(a.user_id, a.guest_key_hash))::int FROM quiz_attempts a
        WHERE a.room_id = t.room_id AND a.team = t.team) AS members,
      (SELECT count(*)::int FROM quiz_attempt_answers x JOIN quiz_attempts a ON a.id = x.attempt_id
        WHERE a.room_id = t.room_id AND a.team = t.team AND x.is_correct)
      + (SELECT count(*)::int FROM ${inserted} i JOIN quiz_attempts a ON a.id = i.attempt_id
        WHERE a.room_id = t.room_id AND a.team = t.team AND i.is_correct) AS correct
    FROM (VALUES ${values}) AS t (room_id, team)`;
}

/** A standing from a row of teamStandingsAfterSql. */
export function teamStandingOf(row: { team: number; members: number; correct: number }): TeamStanding {
  return {
    index: Number(row.team),
    members: Number(row.members),
    score: Number(row.correct) * POINTS_PER_QUESTION,
  };
}

type AttemptRow = Pick<
  typeof quizAttempts.$inferSelect,
  'id' | 'roomId' | 'team' | 'userId' | 'guestKeyHash'
>;
type AnswerRow = Pick<typeof quizAttemptAnswers.$inferSelect, 'attemptId' | 'isCorrect'>;

/**
 * The teams of the owner's results (`GET /api/quizsets/{id}/results`): per team index over the given
 * attempts (every room of the set, or one room), members (players, per room), points (right answers
 * × POINTS_PER_QUESTION) and right answers ÷ answers given (passes included). Best score first, ties
 * by index; only teams with members; empty when no attempt has a team (other map types).
 */
export function teamResultsOf(attempts: AttemptRow[], answers: AnswerRow[]): TeamResult[] {
  const teamOfAttempt = new Map<string, number>();
  const teams = new Map<number, { players: Set<string>; answered: number; correct: number }>();
  for (const attempt of attempts) {
    if (attempt.team === null) continue;
    teamOfAttempt.set(attempt.id, attempt.team);
    const entry = teams.get(attempt.team) ?? { players: new Set<string>(), answered: 0, correct: 0 };
    entry.players.add(`${attempt.roomId}:${attempt.userId ?? attempt.guestKeyHash ?? attempt.id}`);
    teams.set(attempt.team, entry);
  }
  for (const answer of answers) {
    const team = teamOfAttempt.get(answer.attemptId);
    const entry = team === undefined ? undefined : teams.get(team);
    if (!entry) continue;
    entry.answered += 1;
    if (answer.isCorrect) entry.correct += 1;
  }
  return [...teams.entries()]
    .map(([index, entry]) => ({
      index,
      members: entry.players.size,
      score: entry.correct * POINTS_PER_QUESTION,
      correctRate: entry.answered === 0 ? null : entry.correct / entry.answered,
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}
