import { nicknameIssue, normalizeNickname, pickTeamIndex, scoreOf, TEAM_COUNT } from '@quizset/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { liveGamePlayers, liveGames, quizAttempts } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { newAttemptId } from '../rooms/ids';
import { nicknameKey } from '../rooms/nickname-key';
import { newPlayerId, newPlayerToken, PIN_PATTERN } from './credentials';

export type LiveJoiner = { kind: 'user'; user: SessionUser } | { kind: 'guest'; nickname: string };

/** A running game by PIN (not ended), or null. */
export async function findGameByPin(db: Db, pin: string) {
  if (!PIN_PATTERN.test(pin)) return null;
  const [game] = await db
    .select()
    .from(liveGames)
    .where(and(eq(liveGames.pin, pin), ne(liveGames.phase, 'ended')))
    .limit(1);
  return game ?? null;
}

/**
 * `POST /api/live-games/{pin}/players` (issue 23 "Player view", item 7): a player joins with a
 * nickname (the rooms' rule: `nicknameIssue`, look-alikes one name via `nicknameKey`) or their account
 * (their name; the same account joining again gets a fresh token for the same player). Game row locked
 * while counting, so `maxPlayers` holds under thirty joins at once; on a team map the joiner goes to
 * the team with the fewest players (play/teams.ts). The player's attempt is made in the game's room.
 * Returns `{ gameId, playerId, playerToken }`: the token is the socket's credential, given once.
 * @throws AppError NOT_FOUND (PIN), VALIDATION_FAILED (nickname rule), CONFLICT (nickname taken, full).
 */
export async function joinLiveGame(
  db: Db,
  params: { pin: string; joiner: LiveJoiner; maxPlayers: number },
): Promise<{ gameId: string; playerId: string; playerToken: string }> {
  const found = await findGameByPin(db, params.pin);
  if (!found) throw new AppError('NOT_FOUND', msg('server.liveNotFound'));
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
    const [game] = await tx.select().from(liveGames).where(eq(liveGames.id, found.id)).for('update');
    if (!game || game.phase === 'ended') throw new AppError('FORBIDDEN', msg('server.liveEnded'));
    if (joiner.kind === 'user') {
      const [mine] = await tx
        .select({ id: liveGamePlayers.id })
        .from(liveGamePlayers)
        .where(
          and(
            eq(liveGamePlayers.gameId, game.id),
            eq(liveGamePlayers.userId, joiner.user.id),
            isNull(liveGamePlayers.removedAt),
          ),
        )
        .limit(1);
      if (mine) {
        await tx.update(liveGamePlayers).set({ tokenHash: hash }).where(eq(liveGamePlayers.id, mine.id));
        return { gameId: game.id, playerId: mine.id, playerToken: token };
      }
    }
    const counts = await tx
      .select({ team: liveGamePlayers.team, n: sql<number>`count(*)::int` })
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameId, game.id), isNull(liveGamePlayers.removedAt)))
      .groupBy(liveGamePlayers.team);
    const total = counts.reduce((sum, row) => sum + Number(row.n), 0);
    if (total >= params.maxPlayers)
      throw new AppError('CONFLICT', msg('server.liveFull', { max: params.maxPlayers }));
    const memberCounts = Array.from({ length: TEAM_COUNT }, (_, team) =>
      Number(counts.find((row) => row.team === team)?.n ?? 0),
    );
    const team = game.mapType === 'team' ? pickTeamIndex(memberCounts) : null;
    const taken = await tx
      .select({ id: liveGamePlayers.id })
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameId, game.id), eq(liveGamePlayers.nicknameKey, key)))
      .limit(1);
    if (taken.length > 0)
      throw new AppError('CONFLICT', msg('server.liveNicknameTaken'), {
        details: [{ path: 'nickname', message: msg('server.liveNicknameTaken') }],
      });
    const attemptId = newAttemptId();
    const playerId = newPlayerId();
    await tx.insert(quizAttempts).values({
      id: attemptId,
      roomId: game.roomId,
      quizSetId: game.quizSetId,
      userId: joiner.kind === 'user' ? joiner.user.id : null,
      guestName: joiner.kind === 'guest' ? nickname : null,
      guestNameKey: joiner.kind === 'guest' ? key : null,
      setVersion: game.createdAt,
      quizList: game.quizList,
      questionOrder: game.quizList.map((quiz) => quiz.id),
      maxScore: scoreOf(0, game.quizList.length).maxScore,
      team,
    });
    await tx.insert(liveGamePlayers).values({
      id: playerId,
      gameId: game.id,
      attemptId,
      userId: joiner.kind === 'user' ? joiner.user.id : null,
      nickname,
      nicknameKey: key,
      tokenHash: hash,
      team,
    });
    return { gameId: game.id, playerId, playerToken: token };
  });
}
