import {
  answerIssue,
  gradeAnswer,
  isAcceptingAnswers,
  livePointsOf,
  type PlayerAnswer,
} from '@quizset/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ArrayElementType, arrayParam, executeNamed } from '../../db/named-statement';
import { liveGameAnswers, liveGames } from '../../db/schema';
import { AppError, msg } from '../../lib/app-error';
import { type BatchOutcome, microBatchersBy } from '../../lib/micro-batcher';
import { clockOf, type LiveGameRow } from './game-view';

/*
 * Live answers are stored in batches (issue 23 item 8: "answer to acknowledgement < 100 ms" with 500
 * players): the answers that arrive while a batch is in the database wait and go together in the next
 * one — one statement for the whole batch (the game itself is read when its clock moves, about once per
 * question and process), instead of a transaction of six round trips per answer.
 * At most MAX_RUNNING batches run at once, so under a burst batches grow instead of queueing for the
 * pool; when idle, an answer waits only BATCH_WINDOW_MS (lib/micro-batcher.ts). Each caller still waits for its own answer's
 * fate: an acknowledgement means "stored" exactly as before.
 *
 * "Counted exactly once": (game, player, question) is the primary key and the INSERT does nothing on a
 * conflict; a batch never holds two answers of one player (the later one is told "already answered").
 * "No answer after the close": the statement inserts only while the game's row (read under a share
 * lock, FOR SHARE OF g) has the question open, the very clock the points were scored on, and its
 * deadline after the answer came in. Closing
 * (deadline or skip) updates that row: a statement that locked it first commits before the close; one
 * that comes second waits, re-reads the closed row and inserts nothing. The attempts' answers go in the
 * same statement, so both tables hold the same answers.
 */

/** How long the first answer of an idle batcher waits for others, in milliseconds. */
const BATCH_WINDOW_MS = 2;
/** A batch takes at most this many answers; the rest wait for the next. */
const BATCH_MAX = 250;
/** Batches of one process in the database at once (the pool has 10 connections). */
const MAX_RUNNING = 3;
/** Answers waiting at most; past it an answer is refused at once as RATE_LIMITED (the database lags). */
const MAX_QUEUED = 5_000;

/** One answer as the socket received it. */
export interface LiveAnswerToStore {
  gameId: string;
  playerId: string;
  questionId: string;
  answer: PlayerAnswer;
  /** When this process received it (server clock): the deadline and the speed bonus are read at it. */
  receivedAt: Date;
}

type Outcome = { questionIndex: number } | AppError;

const batcherOf = microBatchersBy((db: Db) => ({
  windowMs: BATCH_WINDOW_MS,
  maxBatch: BATCH_MAX,
  maxInFlight: MAX_RUNNING,
  maxQueued: MAX_QUEUED,
  fullError: () => new AppError('RATE_LIMITED', msg('server.rateLimited')),
  run: (batch: readonly LiveAnswerToStore[]) => storeGames(db, batch),
}));

/**
 * Stores one answer in the next batch. Resolves with the open question's index when stored.
 * @throws AppError FORBIDDEN `server.liveQuestionClosed` (not the open question, paused, received
 *   after the deadline, or closed before the batch ran), FORBIDDEN `server.liveNotPlayer` (removed),
 *   VALIDATION_FAILED (shape: the rooms' words), CONFLICT `server.liveAlreadyAnswered`, NOT_FOUND,
 *   RATE_LIMITED (MAX_QUEUED answers wait already); the database's error when the batch's
 *   transaction fails (every answer of that game in the batch gets it).
 */
export function storeLiveAnswer(db: Db, answer: LiveAnswerToStore): Promise<{ questionIndex: number }> {
  return batcherOf(db).add(answer);
}

/** Stores a batch game by game (one statement each, side by side); a game's failure fails only its answers. */
async function storeGames(
  db: Db,
  batch: readonly LiveAnswerToStore[],
): Promise<BatchOutcome<{ questionIndex: number }>[]> {
  const byGame = new Map<string, number[]>();
  for (const [index, answer] of batch.entries()) {
    const indexes = byGame.get(answer.gameId);
    if (indexes) indexes.push(index);
    else byGame.set(answer.gameId, [index]);
  }
  const outcomes: BatchOutcome<{ questionIndex: number }>[] = [];
  await Promise.all(
    [...byGame].map(async ([gameId, indexes]) => {
      try {
        const stored = await storeBatch(
          db,
          gameId,
          indexes.map((index) => batch[index] as LiveAnswerToStore),
        );
        for (const [position, index] of indexes.entries()) {
          const outcome = stored[position] as Outcome;
          outcomes[index] =
            outcome instanceof AppError ? { ok: false, error: outcome } : { ok: true, value: outcome };
        }
      } catch (error) {
        for (const index of indexes) outcomes[index] = { ok: false, error };
      }
    }),
  );
  return outcomes;
}

/** The game rows this process last read, by id: the clock the next batch's points start from. */
const knownGames = new Map<string, LiveGameRow>();
/** Past this many games known, the map starts over (it only spares reads). */
const KNOWN_GAMES_MAX = 1_000;

async function readGame(db: Db, gameId: string): Promise<LiveGameRow | null> {
  const [game] = await db.select().from(liveGames).where(eq(liveGames.id, gameId)).limit(1);
  if (knownGames.size >= KNOWN_GAMES_MAX) knownGames.clear();
  if (game && game.phase !== 'ended') knownGames.set(gameId, game);
  else knownGames.delete(gameId);
  return game ?? null;
}

/**
 * Stores `answers` of one game (all answered by the statement of `insertAnswers`), each graded and
 * scored on the server from the game's clock as this process knows it. The statement inserts only
 * while the stored clock is that very clock, so a point is never scored on a clock that has moved:
 * when the clock did move (a new question, an extend, a pause, the close — here or in another
 * process), the game is read again and the answers it did not take are tried once more.
 * Returns the outcome of each answer, in their order.
 */
async function storeBatch(db: Db, gameId: string, answers: readonly LiveAnswerToStore[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let todo = [...answers.keys()];
  let game = knownGames.get(gameId) ?? null;
  let isFresh = false;
  for (;;) {
    const known = game;
    // A known clock that refuses an answer may only be old: read the game before refusing.
    if (!isFresh && (!known || todo.some((index) => refusalOf(answers[index] as LiveAnswerToStore, known)))) {
      game = await readGame(db, gameId);
      isFresh = true;
    }
    if (!game) {
      for (const index of todo) outcomes[index] = new AppError('NOT_FOUND', msg('server.notFound'));
      return outcomes;
    }
    const unsure = await insertAnswers(db, game, todo, answers, outcomes);
    if (unsure.length === 0) return outcomes;
    if (isFresh) {
      // Not stored on the clock just read: closed since — or the same player's answer committed by a
      // batch running alongside (the INSERT waited for it), which a fresh read tells.
      const alongside = await answeredAmong(
        db,
        game,
        unsure.map((index) => answers[index]?.playerId ?? ''),
      );
      for (const index of unsure)
        outcomes[index] = alongside.has(answers[index]?.playerId ?? '')
          ? new AppError('CONFLICT', msg('server.liveAlreadyAnswered'))
          : new AppError('FORBIDDEN', msg('server.liveQuestionClosed'));
      return outcomes;
    }
    todo = unsure;
    game = await readGame(db, gameId);
    isFresh = true;
  }
}

/**
 * Grades, scores and inserts the answers `todo` (indexes into `answers`) on `game`'s clock; fills
 * `outcomes` for those decided and returns those left unsure (not stored, their player still in the
 * game): the clock moved, or an answer of theirs came alongside.
 */
async function insertAnswers(
  db: Db,
  game: LiveGameRow,
  todo: readonly number[],
  answers: readonly LiveAnswerToStore[],
  outcomes: Outcome[],
): Promise<number[]> {
  const quiz = game.quizList[game.questionIndex];
  const rows: LiveAnswerRow[] = [];
  const inBatch = new Set<string>();
  for (const index of todo) {
    const item = answers[index] as LiveAnswerToStore;
    const refusal = refusalOf(item, game);
    if (refusal || !quiz) {
      outcomes[index] = refusal ?? new AppError('FORBIDDEN', msg('server.liveQuestionClosed'));
      continue;
    }
    // A double tap within one batch: the first one sent is the one stored.
    if (inBatch.has(item.playerId)) {
      outcomes[index] = new AppError('CONFLICT', msg('server.liveAlreadyAnswered'));
      continue;
    }
    inBatch.add(item.playerId);
    const isCorrect = gradeAnswer(quiz, item.answer);
    const received = item.receivedAt.getTime();
    const leftMs = Math.max(0, (game.deadline?.getTime() ?? received) - received);
    const points = livePointsOf({
      isCorrect,
      elapsedMs: game.windowMs - leftMs,
      windowMs: game.windowMs,
      speedBonus: game.settings.speedBonus,
    });
    const elapsedMs = Math.max(0, received - (game.questionOpenedAt ?? item.receivedAt).getTime());
    rows.push({
      index,
      playerId: item.playerId,
      answer: item.answer,
      isCorrect,
      points,
      elapsedMs,
      receivedAt: item.receivedAt,
    });
  }
  if (!quiz || !game.deadline || rows.length === 0) return [];
  // Named: one text for every batch (the answers go as arrays, not a VALUES list), so PostgreSQL
  // parses and plans it once per connection instead of once per batch (db/named-statement.ts).
  const fates = await executeNamed<{
    player_id: string;
    stored: boolean;
    // Null when stored: only a refusal needs them.
    is_player: boolean | null;
    answered: boolean | null;
    on_clock: boolean | null;
  }>(db, 'store_live_answer_batch', liveBatchSql(game, quiz.id, game.deadline, rows));
  const fateOf = new Map(fates.map((row) => [row.player_id, row]));
  const unsure: number[] = [];
  for (const row of rows) {
    const fate = fateOf.get(row.playerId);
    if (fate?.stored) outcomes[row.index] = { questionIndex: game.questionIndex };
    else if (!fate?.is_player) outcomes[row.index] = new AppError('FORBIDDEN', msg('server.liveNotPlayer'));
    // A closed question says so before "already answered": the clock decides first.
    else if (fate.answered && fate.on_clock)
      outcomes[row.index] = new AppError('CONFLICT', msg('server.liveAlreadyAnswered'));
    else unsure.push(row.index);
  }
  return unsure;
}

/** One graded and scored answer of a batch; `index` is its place in the batch. */
export interface LiveAnswerRow {
  index: number;
  playerId: string;
  answer: PlayerAnswer;
  isCorrect: boolean;
  points: number;
  elapsedMs: number;
  receivedAt: Date;
}

/**
 * The batch's one statement: inserts `rows` into live_game_answers and quiz_attempt_answers while
 * `game`'s stored clock is still the one they were scored on (the question `quizId` open until
 * `deadline`), and answers each row's fate. The rows go as six arrays (one element per answer) so the
 * text is the same for every batch: every value is a parameter.
 *
 * Every per-answer lookup goes by primary key, whatever the planner's estimates: a player in a
 * `LATERAL (… WHERE p.id = … OFFSET 0)` (the OFFSET keeps the game's condition out of the subquery, so
 * no index on the game can be chosen for it), and the checks that only explain a refusal (still a
 * player? answered already? the clock?) inside `CASE WHEN … IS NULL`, run only for an answer not
 * stored. Without them, a bench game of 500 players on fresh tables (no statistics yet: "2 players a
 * game") read every player of the game twice and every answer to the question once per batch: the
 * same plan for every batch (auto_explain), 1.3 ms to run one of one answer (the statement log).
 * The refusal checks' `OFFSET 0` too: without it, PostgreSQL turned "still a player?" into one
 * hashed read of the game's players and "answered already?" into one of the question's answers
 * (live_game_answers_question_idx), the batch's first refusal (a double tap) paying for the class.
 * "Answered already?" reads the player's answers in the game (the primary key's first two columns,
 * at most the set's questions) and picks the question outside: asked for all three columns at
 * once, a table without statistics is read by the question's index, as cheap as the key to the planner.
 * Exported for the test that reads its plan (live-games.test.ts).
 */
export function liveBatchSql(
  game: LiveGameRow,
  quizId: string,
  deadline: Date,
  rows: readonly LiveAnswerRow[],
): SQL {
  const column = (pick: (row: LiveAnswerRow) => string | number | boolean, type: ArrayElementType) =>
    arrayParam(rows.map(pick), type);
  const onClock = sql`g.phase = 'question' AND g.question_index = ${game.questionIndex}
        AND g.deadline = ${deadline.toISOString()}::timestamptz AND g.window_ms = ${game.windowMs}
        AND g.deadline > v.answered_at`;
  return sql`
    WITH v AS (
      SELECT player_id, answer::jsonb AS answer, is_correct, points, elapsed_ms, answered_at
      FROM unnest(
        ${column((row) => row.playerId, 'text')},
        ${column((row) => JSON.stringify(row.answer), 'text')},
        ${column((row) => row.isCorrect, 'boolean')},
        ${column((row) => row.points, 'int')},
        ${column((row) => row.elapsedMs, 'int')},
        ${column((row) => row.receivedAt.toISOString(), 'timestamptz')}
      ) AS given (player_id, answer, is_correct, points, elapsed_ms, answered_at)
    ),
    inserted AS (
      INSERT INTO live_game_answers
        (game_id, player_id, question_id, question_index, answer, is_correct, points, elapsed_ms, answered_at)
      SELECT ${game.id}, v.player_id, ${quizId}, ${game.questionIndex}, v.answer, v.is_correct, v.points,
        v.elapsed_ms, v.answered_at
      FROM v
      CROSS JOIN LATERAL (SELECT p.game_id, p.removed_at FROM live_game_players p WHERE p.id = v.player_id OFFSET 0) p
      JOIN live_games g ON g.id = ${game.id}
      WHERE p.game_id = ${game.id} AND p.removed_at IS NULL AND ${onClock}
      FOR SHARE OF g
      ON CONFLICT DO NOTHING
      RETURNING player_id, answer, is_correct, elapsed_ms, answered_at
    ),
    attempts AS (
      INSERT INTO quiz_attempt_answers (attempt_id, quiz_id, answer, is_correct, elapsed_ms, answered_at)
      SELECT p.attempt_id, ${quizId}, inserted.answer, inserted.is_correct, inserted.elapsed_ms,
        inserted.answered_at
      FROM inserted
      CROSS JOIN LATERAL (SELECT p.attempt_id FROM live_game_players p WHERE p.id = inserted.player_id OFFSET 0) p
      ON CONFLICT DO NOTHING
    )
    SELECT v.player_id, inserted.player_id IS NOT NULL AS stored,
      CASE WHEN inserted.player_id IS NULL THEN EXISTS (SELECT 1 FROM live_game_players p
        WHERE p.id = v.player_id AND p.game_id = ${game.id} AND p.removed_at IS NULL OFFSET 0) END AS is_player,
      CASE WHEN inserted.player_id IS NULL THEN EXISTS (SELECT 1 FROM (SELECT a.question_id
        FROM live_game_answers a WHERE a.game_id = ${game.id} AND a.player_id = v.player_id OFFSET 0) a
        WHERE a.question_id = ${quizId}) END AS answered,
      CASE WHEN inserted.player_id IS NULL THEN EXISTS (SELECT 1 FROM live_games g
        WHERE g.id = ${game.id} AND ${onClock}) END AS on_clock
    FROM v LEFT JOIN inserted ON inserted.player_id = v.player_id`;
}

/** Which of `playerIds` have an answer stored to `game`'s current question (a fresh read). */
async function answeredAmong(db: Db, game: LiveGameRow, playerIds: string[]): Promise<Set<string>> {
  const quiz = game.quizList[game.questionIndex];
  if (!quiz || playerIds.length === 0) return new Set();
  const rows = await db
    .select({ playerId: liveGameAnswers.playerId })
    .from(liveGameAnswers)
    .where(
      and(
        eq(liveGameAnswers.gameId, game.id),
        eq(liveGameAnswers.questionId, quiz.id),
        inArray(liveGameAnswers.playerId, playerIds),
      ),
    );
  return new Set(rows.map((row) => row.playerId));
}

/** Why `item` cannot be stored on `game`'s clock (its question is not open, a bad shape), or null. */
function refusalOf(item: LiveAnswerToStore, game: LiveGameRow): AppError | null {
  const quiz = game.quizList[game.questionIndex];
  // Read at the moment the answer came in: a batch's own wait does not make a timely answer late.
  // An answer that came in before its question opened (its id guessed) is refused like a late one.
  const received = item.receivedAt.getTime();
  if (
    !quiz ||
    quiz.id !== item.questionId ||
    !isAcceptingAnswers(clockOf(game), item.receivedAt) ||
    (game.questionOpenedAt !== null && received < game.questionOpenedAt.getTime())
  )
    return new AppError('FORBIDDEN', msg('server.liveQuestionClosed'));
  const issue = answerIssue(quiz, item.answer);
  if (issue)
    return new AppError('VALIDATION_FAILED', msg(issue.key, issue.params), {
      details: [{ path: 'answer', message: msg(issue.key, issue.params) }],
    });
  return null;
}
