import { POINTS_PER_QUESTION, type TeamResult, type TeamStanding } from '@quizset/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
