import {
  correctAnswerOf,
  type LiveClock,
  type LiveGameView,
  type LiveLobbyView,
  type LiveStanding,
  type LiveYou,
  livePointsMaxOf,
  type QuizSaved,
  rankPlayers,
  rankTeams,
  roundOf,
  toPlayerQuestion,
} from '@quizset/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveGameAnswers, liveGamePlayers, liveGames } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { findGameByPin } from './join-game';

export type LiveGameRow = typeof liveGames.$inferSelect;
export type LivePlayerRow = typeof liveGamePlayers.$inferSelect;

/** The stored clock of a game row, in the domain's shape. */
export function clockOf(game: LiveGameRow): LiveClock {
  return {
    phase: game.phase,
    questionIndex: game.questionIndex,
    deadline: game.deadline,
    pausedRemainingMs: game.pausedRemainingMs,
  };
}

/** The game `gameId`, or null. */
export async function findGame(db: Db, gameId: string): Promise<LiveGameRow | null> {
  const [game] = await db.select().from(liveGames).where(eq(liveGames.id, gameId)).limit(1);
  return game ?? null;
}

/** True once the current question's answers may be shown (it has closed). */
function isClosed(game: LiveGameRow): boolean {
  return game.phase === 'reveal' || game.phase === 'leaderboard' || game.phase === 'ended';
}

/** How many answered each option of `quiz` (multiple: per choice; OX: [o, x]; subjective: [right, wrong]). */
function distributionOf(quiz: QuizSaved, answers: { answer: unknown; isCorrect: boolean }[]): number[] {
  if (quiz.type === 'multiple') {
    const counts = quiz.choiceList.map(() => 0);
    for (const row of answers)
      if (Array.isArray(row.answer))
        for (const index of new Set(row.answer as number[]))
          if (index < counts.length) counts[index] = (counts[index] ?? 0) + 1;
    return counts;
  }
  if (quiz.type === 'ox') {
    const o = answers.filter((row) => String(row.answer).trim().toLowerCase() === 'o').length;
    return [o, answers.length - o];
  }
  const right = answers.filter((row) => row.isCorrect).length;
  return [right, answers.length - right];
}

/**
 * The view every screen of the game gets (issue 23 "Host view", "Player view"; wire.ts
 * `LiveGameView`): phase, clock, players, the open question without its answer, and — only once the
 * question has closed — its right answer, answer distribution and the standings with each player's
 * points of that question. Read from the database, so any process builds the same view.
 */
export async function liveViewOf(db: Db, game: LiveGameRow, now = new Date()): Promise<LiveGameView> {
  const players = await db
    .select({ id: liveGamePlayers.id, nickname: liveGamePlayers.nickname, team: liveGamePlayers.team })
    .from(liveGamePlayers)
    .where(and(eq(liveGamePlayers.gameId, game.id), isNull(liveGamePlayers.removedAt)))
    .orderBy(liveGamePlayers.joinedAt);
  const totals = await db
    .select({ playerId: liveGameAnswers.playerId, points: sql<number>`sum(${liveGameAnswers.points})::int` })
    .from(liveGameAnswers)
    .where(eq(liveGameAnswers.gameId, game.id))
    .groupBy(liveGameAnswers.playerId);
  const quiz = game.quizList[game.questionIndex] ?? null;
  const current = quiz
    ? await db
        .select({
          playerId: liveGameAnswers.playerId,
          answer: liveGameAnswers.answer,
          isCorrect: liveGameAnswers.isCorrect,
          points: liveGameAnswers.points,
        })
        .from(liveGameAnswers)
        .where(and(eq(liveGameAnswers.gameId, game.id), eq(liveGameAnswers.questionId, quiz.id)))
    : [];
  const closed = isClosed(game);
  const pointsOf = new Map(totals.map((row) => [row.playerId, Number(row.points)]));
  const lastOf = new Map(current.map((row) => [row.playerId, row]));
  const ranked = rankPlayers(
    players.map((player) => ({
      playerId: player.id,
      nickname: player.nickname,
      team: player.team,
      points: pointsOf.get(player.id) ?? 0,
    })),
  );
  // While a question is open, the standings stand as they were before it: points earned on it
  // would tell who answered right.
  const openPoints = closed ? new Map<string, { points: number }>() : lastOf;
  const standings: LiveStanding[] = rankPlayers(
    ranked.map((row) => ({ ...row, points: row.points - (openPoints.get(row.playerId)?.points ?? 0) })),
  ).map((row) => {
    const last = closed ? lastOf.get(row.playerId) : undefined;
    return { ...row, lastPoints: last?.points ?? 0, lastCorrect: last ? last.isCorrect : null };
  });
  // Past the close the question stays in the view through the leaderboard, so a phone can still say
  // which answer was right (issue 23 "Player view": "after each question, right or wrong").
  const showQuestion = quiz && game.phase !== 'lobby' && game.phase !== 'ended';
  return {
    gameId: game.id,
    pin: game.pin,
    title: game.title,
    phase: game.phase,
    questionIndex: game.questionIndex,
    questionCount: game.quizList.length,
    deadline: game.deadline?.toISOString() ?? null,
    pausedRemainingMs: game.pausedRemainingMs,
    serverNow: now.toISOString(),
    windowMs: game.windowMs,
    settings: game.settings,
    mapType: game.mapType,
    mapImageUrl: game.mapImageUrl,
    round: game.questionIndex >= 0 ? roundOf(game.questionIndex, game.quizList.length, game.mapType) : null,
    players: players.map((player) => ({ playerId: player.id, nickname: player.nickname, team: player.team })),
    question: showQuestion ? toPlayerQuestion(quiz) : null,
    answeredCount: current.length,
    reveal:
      quiz && closed
        ? { correctAnswer: correctAnswerOf(quiz), distribution: distributionOf(quiz, current) }
        : null,
    standings,
    teams: game.mapType === 'team' ? rankTeams(standings) : null,
    maxPoints: livePointsMaxOf(game.quizList.length, game.settings.speedBonus),
  };
}

/**
 * One player's own state (wire.ts `LiveYou`): their answers, with right/wrong and points only for
 * questions that have closed — the open question's answer comes back as sent, ungraded.
 */
export async function liveYouOf(db: Db, game: LiveGameRow, player: LivePlayerRow): Promise<LiveYou> {
  const rows = await db
    .select()
    .from(liveGameAnswers)
    .where(and(eq(liveGameAnswers.gameId, game.id), eq(liveGameAnswers.playerId, player.id)));
  const answers: LiveYou['answers'] = {};
  for (const row of rows) {
    const open = row.questionIndex === game.questionIndex && !isClosed(game);
    answers[row.questionId] = open
      ? { answer: row.answer }
      : { answer: row.answer, isCorrect: row.isCorrect, points: row.points };
  }
  return { playerId: player.id, nickname: player.nickname, team: player.team, answers };
}

/**
 * `GET /api/live-games/{pin}` (issue 23 item 5): what a player sees before joining — the title, the
 * phase, how many have joined, the map type; never a question.
 * @throws AppError NOT_FOUND (no running game with that PIN).
 */
export async function getLiveLobby(db: Db, pin: string, maxPlayers: number): Promise<LiveLobbyView> {
  const game = await findGameByPin(db, pin);
  if (!game) throw new AppError('NOT_FOUND', msg('server.liveNotFound'));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveGamePlayers)
    .where(and(eq(liveGamePlayers.gameId, game.id), isNull(liveGamePlayers.removedAt)));
  const playerCount = Number(counted?.n ?? 0);
  return {
    gameId: game.id,
    title: game.title,
    phase: game.phase,
    playerCount,
    mapType: game.mapType,
    isJoinable: playerCount < maxPlayers,
  };
}
