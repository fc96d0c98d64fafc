import { applyHostAction, LIVE_EXTEND_SECONDS, type LiveHostAction } from '@quizset/domain';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveGameAnswers, liveGamePlayers, liveGames } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { finishOpenAttemptsOfRoom } from '../rooms/bell';
import { hashPlayerToken } from './credentials';
import { clockOf, type LiveGameRow, type LivePlayerRow } from './game-view';

/**
 * Applies a host action to the stored game (issue 23 "start; … pause, skip, extend the time, and
 * end"; domain live/phases.ts `applyHostAction`) under a lock on the game's row, so two hosts' clicks
 * and the deadline are applied one after the other. `end` (or `next` after the last question) finishes
 * every player's attempt in the game's room: scores, playCount, the Classroom grade where the attempt
 * came from Classroom (rooms/bell.ts `finishOpenAttemptsOfRoom`).
 * `atStep`: the step the host's screen showed (domain `applyHostAction`); a stale one is refused.
 * Returns the game row after the action.
 * @throws AppError NOT_FOUND (game), CONFLICT `live.action.notNow` (not in this phase, or pressed on
 * a step the game has left).
 */
export async function runHostAction(
  db: Db,
  params: { gameId: string; action: LiveHostAction; atStep?: number; now?: Date },
): Promise<LiveGameRow> {
  const now = params.now ?? new Date();
  const game = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(liveGames).where(eq(liveGames.id, params.gameId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', msg('server.notFound'));
    const windowMs = row.settings.questionSeconds * 1000;
    const extendMs = LIVE_EXTEND_SECONDS * 1000;
    const next = applyHostAction(clockOf(row), params.action, {
      now,
      windowMs,
      extendMs,
      questionCount: row.quizList.length,
      atStep: params.atStep,
    });
    if ('issue' in next) throw new AppError('CONFLICT', msg(next.issue));
    const opened = next.phase === 'question' && next.questionIndex !== row.questionIndex;
    const [updated] = await tx
      .update(liveGames)
      .set({
        phase: next.phase,
        questionIndex: next.questionIndex,
        deadline: next.deadline,
        pausedRemainingMs: next.pausedRemainingMs,
        ...(opened ? { questionOpenedAt: now, windowMs } : {}),
        ...(params.action === 'extend' ? { windowMs: row.windowMs + extendMs } : {}),
        ...(next.phase === 'ended' ? { endedAt: now } : {}),
      })
      .where(eq(liveGames.id, row.id))
      .returning();
    if (!updated) throw new Error('live game update returned nothing');
    return updated;
  });
  if (game.phase === 'ended') await finishOpenAttemptsOfRoom(db, game.roomId);
  return game;
}

/**
 * Closes the game's open question when its stored deadline has passed (issue 23 item 6: "the deadline
 * is held by the clock stored with the game, and any process can close it"). One conditional update:
 * of several processes (or a timer and the sweeper) only one sees its row change.
 * Returns the closed game row, or null when there was nothing to close.
 */
export async function closeDueQuestion(
  db: Db,
  gameId: string,
  now = new Date(),
): Promise<LiveGameRow | null> {
  const [closed] = await db
    .update(liveGames)
    // domain closeQuestion: → reveal, no deadline.
    .set({ phase: 'reveal', deadline: null, pausedRemainingMs: null })
    .where(and(eq(liveGames.id, gameId), eq(liveGames.phase, 'question'), lte(liveGames.deadline, now)))
    .returning();
  return closed ?? null;
}

/** Ids of games whose open question is past its deadline (the sweeper's list). */
export async function dueGameIds(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: liveGames.id })
    .from(liveGames)
    .where(and(eq(liveGames.phase, 'question'), lte(liveGames.deadline, now)));
  return rows.map((row) => row.id);
}

/** The player holding `token` in the game of `pin`, or null (unknown token, another game, removed). */
export async function findPlayerByToken(
  db: Db,
  token: string,
): Promise<{ player: LivePlayerRow; game: LiveGameRow } | null> {
  const [row] = await db
    .select({ player: liveGamePlayers, game: liveGames })
    .from(liveGamePlayers)
    .innerJoin(liveGames, eq(liveGames.id, liveGamePlayers.gameId))
    .where(and(eq(liveGamePlayers.tokenHash, hashPlayerToken(token)), isNull(liveGamePlayers.removedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The host removes a player (issue 23 "a lobby of joined players, where the teacher can remove a
 * player"): the player's token stops working and they leave the standings; their answers stay stored.
 * @throws AppError NOT_FOUND (no such player in the game).
 */
export async function removeLivePlayer(db: Db, params: { gameId: string; playerId: string }): Promise<void> {
  const rows = await db
    .update(liveGamePlayers)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(liveGamePlayers.gameId, params.gameId),
        eq(liveGamePlayers.id, params.playerId),
        isNull(liveGamePlayers.removedAt),
      ),
    )
    .returning({ id: liveGamePlayers.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', msg('server.notFound'));
}

/** How many answered question `questionId` of the game (the host's live count). */
export async function answeredCountOf(db: Db, gameId: string, questionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveGameAnswers)
    .where(and(eq(liveGameAnswers.gameId, gameId), eq(liveGameAnswers.questionId, questionId)));
  return Number(row?.n ?? 0);
}
