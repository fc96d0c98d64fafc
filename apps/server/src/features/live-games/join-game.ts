import {
  nicknameIssue,
  normalizeNickname,
  pickTeamIndex,
  type QuizSaved,
  scoreOf,
  TEAM_COUNT,
} from '@quizset/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { liveGamePlayers, liveGames, quizAttempts } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { newAttemptId } from '../rooms/ids';
import { nicknameKey } from '../rooms/nickname-key';
import { newPlayerId, newPlayerToken, PIN_PATTERN } from './credentials';

export type LiveJoiner = { kind: 'user'; user: SessionUser } | { kind: 'guest'; nickname: string };

/** The running game (not ended) of `pin`: at most one, by the unique index on running PINs. */
const runningWithPin = (pin: string) => and(eq(liveGames.pin, pin), ne(liveGames.phase, 'ended'));

/** A running game by PIN (not ended), or null. */
export async function findGameByPin(db: Db, pin: string) {
  if (!PIN_PATTERN.test(pin)) return null;
  const [game] = await db.select().from(liveGames).where(runningWithPin(pin)).limit(1);
  return game ?? null;
}

/** The id of a running game by PIN, or null: a join needs no more of the row before its lock. */
async function findGameIdByPin(db: Db, pin: string): Promise<string | null> {
  if (!PIN_PATTERN.test(pin)) return null;
  const [game] = await db.select({ id: liveGames.id }).from(liveGames).where(runningWithPin(pin)).limit(1);
  return game?.id ?? null;
}

/** What a join copies from its game: fixed when the game is created (play-game.ts moves only its clock). */
interface GameJoinData {
  roomId: string;
  quizSetId: string;
  createdAt: Date;
  mapType: string;
  quizList: QuizSaved[];
  questionOrder: string[];
  maxScore: number;
}

/** GameJoinData by game id, kept per process: it never changes, so it is read once, not on every join. */
const joinDataOf = new Map<string, GameJoinData>();
/** Past this many games known, the map starts over (it only spares reads). */
const JOIN_DATA_MAX = 1_000;

async function gameJoinData(db: Db, gameId: string): Promise<GameJoinData | null> {
  const known = joinDataOf.get(gameId);
  if (known) return known;
  const [row] = await db
    .select({
      roomId: liveGames.roomId,
      quizSetId: liveGames.quizSetId,
      createdAt: liveGames.createdAt,
      mapType: liveGames.mapType,
      quizList: liveGames.quizList,
    })
    .from(liveGames)
    .where(eq(liveGames.id, gameId))
    .limit(1);
  if (!row) return null;
  const data: GameJoinData = {
    ...row,
    questionOrder: row.quizList.map((quiz) => quiz.id),
    maxScore: scoreOf(0, row.quizList.length).maxScore,
  };
  if (joinDataOf.size >= JOIN_DATA_MAX) joinDataOf.clear();
  joinDataOf.set(gameId, data);
  return data;
}

/**
 * `POST /api/live-games/{pin}/players` (issue 23 "Player view", item 7): a player joins with a
 * nickname (the rooms' rule: `nicknameIssue`, look-alikes one name via `nicknameKey`) or their account
 * (their name; the same account joining again gets a fresh token for the same player). Game row locked
 * while counting, so `maxPlayers` holds under thirty joins at once; on a team map the joiner goes to
 * the team with the fewest players (play/teams.ts). The player's attempt is made in the game's room.
 * Returns `{ gameId, playerId, playerToken }`: the token is the socket's credential, given once.
 *
 * A class joins at once, one after another through the game's lock, so the locked part is short
 * (issue 20; `bench -- live` "join POST"): the lock's read takes the phase alone (the questions the
 * attempt copies are read once per process: gameJoinData), the team counts and the nickname check
 * are one read, and the attempt and the player one insert.
 * @throws AppError NOT_FOUND (PIN), VALIDATION_FAILED (nickname rule), CONFLICT (nickname taken, full).
 */
export async function joinLiveGame(
  db: Db,
  params: { pin: string; joiner: LiveJoiner; maxPlayers: number },
): Promise<{ gameId: string; playerId: string; playerToken: string }> {
  const gameId = await findGameIdByPin(db, params.pin);
  const data = gameId === null ? null : await gameJoinData(db, gameId);
  if (gameId === null || !data) throw new AppError('NOT_FOUND', msg('server.liveNotFound'));
  const { joiner } = params;
  if (joiner.kind === 'guest') {
    const issue = nicknameIssue(joiner.nickname);
    if (issue)
      throw new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
        details: [{ path: 'nickname', message: msg(issue.key, issue.params) }],
      });
  }
  const nickname =
    joiner.kind === 'guest'
      ? normalizeNickname(joiner.nickname)
      : [...normalizeNickname(joiner.user.name || joiner.user.email.split('@')[0] || '?')]
          .slice(0, 20)
          .join('');
  const key = nicknameKey(nickname);
  const { token, hash } = newPlayerToken();
  return db.transaction(async (tx) => {
    const [game] = await tx
      .select({ phase: liveGames.phase })
      .from(liveGames)
      .where(eq(liveGames.id, gameId))
      .for('update');
    if (!game || game.phase === 'ended') throw new AppError('FORBIDDEN', msg('server.liveEnded'));
    if (joiner.kind === 'user') {
      const [mine] = await tx
        .select({ id: liveGamePlayers.id })
        .from(liveGamePlayers)
        .where(
          and(
            eq(liveGamePlayers.gameId, gameId),
            eq(liveGamePlayers.userId, joiner.user.id),
            isNull(liveGamePlayers.removedAt),
          ),
        )
        .limit(1);
      if (mine) {
        await tx.update(liveGamePlayers).set({ tokenHash: hash }).where(eq(liveGamePlayers.id, mine.id));
        return { gameId, playerId: mine.id, playerToken: token };
      }
    }
    // Read after the lock, in a statement of its own, so it sees every join committed before it.
    // A removed player's nickname stays taken (the unique index holds it), their place does not.
    const teams = await tx
      .select({
        team: liveGamePlayers.team,
        n: sql<number>`(count(*) FILTER (WHERE ${liveGamePlayers.removedAt} IS NULL))::int`,
        taken: sql<boolean>`bool_or(${liveGamePlayers.nicknameKey} = ${key})`,
      })
      .from(liveGamePlayers)
      .where(eq(liveGamePlayers.gameId, gameId))
      .groupBy(liveGamePlayers.team);
    const total = teams.reduce((sum, row) => sum + Number(row.n), 0);
    if (total >= params.maxPlayers)
      throw new AppError('CONFLICT', msg('server.liveFull', { max: params.maxPlayers }));
    if (teams.some((row) => row.taken))
      throw new AppError('CONFLICT', msg('server.liveNicknameTaken'), {
        details: [{ path: 'nickname', message: msg('server.liveNicknameTaken') }],
      });
    const memberCounts = Array.from({ length: TEAM_COUNT }, (_, team) =>
      Number(teams.find((row) => row.team === team)?.n ?? 0),
    );
    const team = data.mapType === 'team' ? pickTeamIndex(memberCounts) : null;
    const attemptId = newAttemptId();
    const playerId = newPlayerId();
    const attempt = tx.insert(quizAttempts).values({
      id: attemptId,
      roomId: data.roomId,
      quizSetId: data.quizSetId,
      userId: joiner.kind === 'user' ? joiner.user.id : null,
      guestName: joiner.kind === 'guest' ? nickname : null,
      guestNameKey: joiner.kind === 'guest' ? key : null,
      setVersion: data.createdAt,
      quizList: data.quizList,
      questionOrder: data.questionOrder,
      maxScore: data.maxScore,
      team,
    });
    const player = tx.insert(liveGamePlayers).values({
      id: playerId,
      gameId,
      attemptId,
      userId: joiner.kind === 'user' ? joiner.user.id : null,
      nickname,
      nicknameKey: key,
      tokenHash: hash,
      team,
    });
    // One statement: the attempt in a CTE, the player that refers to it (its foreign key is checked
    // at the statement's end, when both rows are there).
    await tx.execute(sql`WITH attempt AS (${attempt.getSQL()}) ${player.getSQL()}`);
    return { gameId, playerId, playerToken: token };
  });
}
