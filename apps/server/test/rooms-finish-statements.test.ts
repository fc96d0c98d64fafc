import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { passBackAttemptGrade } from '../src/features/classroom/play-bridge/pass-back-attempt-grade';
import { finishAttempt } from '../src/features/rooms/play-attempt';
import { countPlay } from '../src/features/rooms/play-count';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { countingDb } from './helpers/counting-db';
import { multipleChoice, ox, withOptions } from './helpers/payloads';
import { createSetWithRoom, openSecondConnection } from './helpers/rooms';

/** A class finishing at once. */
const PLAYERS = 30;

/*
 * The set's playCount is counted after each finish has committed (play-count.ts says why): a class
 * finishing at once is counted once each, the finishes that come while an update runs go in one more,
 * a failed update loses no count, and on PostgreSQL a finish no longer waits for the set's row.
 *
 * The statements of one finish (issue 20 items 2–3: a finish cost about 7 round trips, the Classroom
 * grade lookup among them for every attempt). Counted by drizzle's logger on a second drizzle over the
 * same client (helpers/counting-db.ts); BEGIN/COMMIT are left out and the transactions are counted
 * instead. The results are checked too: fewer statements, same finish.
 */

describe.each(BACKENDS)('a finish’s statements and playCount on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let student: string;
  let setId: string;
  let roomId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_JOINS: '1000', RATE_LIMIT_ANSWERS: '1000' });
    owner = await ctx.signIn('pro@demo.example');
    student = await ctx.signIn('student@demo.example');
    ({ setId, roomId } = await createSetWithRoom(ctx, owner, {
      set: withOptions(
        { isShuffle: false },
        { quizList: [multipleChoice({ id: 'mcsingle', order: 1 }), ox({ id: 'oxq00001', order: 2 })] },
      ),
      room: { maxAttemptsPerPlayer: null },
    }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The student's new attempt with its first question answered right; its id and user id. */
  async function playOne(): Promise<{ attemptId: string; userId: string }> {
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${roomId}/attempts`,
      cookie: student,
      payload: {},
    });
    expect(joined.statusCode).toBe(201);
    const { attemptId, questionOrder } = joined.json().data;
    const answered = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: student,
      payload: { quizId: questionOrder[0], answer: questionOrder[0] === 'mcsingle' ? [1] : 'O' },
    });
    expect(answered.json().data.isCorrect).toBe(true);
    const [row] = await ctx.database.db
      .select({ userId: schema.quizAttempts.userId })
      .from(schema.quizAttempts)
      .where(eq(schema.quizAttempts.id, attemptId));
    return { attemptId, userId: row?.userId as string };
  }

  /** finishAttempt on `db` as the attempt's signed-in player, with the route's Classroom passback. */
  const finishAs = (db: Db, attemptId: string, userId: string) =>
    finishAttempt(db, {
      attemptId,
      caller: { user: { id: userId } as never, guestKey: null },
      onFinished: passBackAttemptGrade,
    });

  async function playCount(): Promise<number> {
    const [row] = await ctx.database.db
      .select({ playCount: schema.quizSets.playCount })
      .from(schema.quizSets)
      .where(eq(schema.quizSets.id, setId));
    return row?.playCount ?? -1;
  }

  it('without Classroom: the head, the finish in one statement, then playCount; no transaction', async () => {
    const { attemptId, userId } = await playOne();
    const statements: string[] = [];
    const db = countingDb(ctx.database, statements);
    const transactions = vi.spyOn(db, 'transaction');
    const before = await playCount();
    const result = await finishAs(db, attemptId, userId);
    expect(result).toMatchObject({ score: 10, maxScore: 20, correctCount: 1 });
    expect(await playCount()).toBe(before + 1);
    expect(transactions).not.toHaveBeenCalled();
    // Head read, the finish (the attempt's lock and its scoring, migration 0024), then the set's
    // playCount after it (play-count.ts): 3 round trips, where BEGIN, lock, update and COMMIT took 4.
    expect(statements).toHaveLength(3);
    expect(statements[1]).toMatch(/quizset_finish_attempt/);
    // The finish leaves the set's row alone: its lock is not held while the attempt's is.
    expect(statements[1]).not.toMatch(/quiz_sets/i);
    expect(statements[2]).toMatch(/^update "quiz_sets" set "play_count"/i);

    // Finishing again: the head alone answers the same result; nothing counted again.
    statements.length = 0;
    const again = await finishAs(db, attemptId, userId);
    expect(again).toEqual(result);
    expect(statements).toHaveLength(1);
    expect(await playCount()).toBe(before + 1);
  });

  it('with a Classroom link: the grade is still queued once, playCount counted once', async () => {
    const { attemptId, userId } = await playOne();
    const keys = { courseId: 'course-1', itemId: `item-${backend}`, id: 'attachment-1' };
    await ctx.database.db.insert(schema.classroomAttachments).values({
      ...keys,
      teacherUserId: userId,
      title: 'Graded',
      maxPoints: 100,
      teacherViewUri: 'https://quizset.test/t',
      studentViewUri: 'https://quizset.test/s',
      studentWorkReviewUri: 'https://quizset.test/r',
      roomId,
    });
    await ctx.database.db.insert(schema.classroomAttemptLinks).values({
      attemptId,
      courseId: keys.courseId,
      itemId: keys.itemId,
      attachmentId: keys.id,
      submissionId: 'submission-1',
    });
    const statements: string[] = [];
    const db = countingDb(ctx.database, statements);
    const before = await playCount();
    const result = await finishAs(db, attemptId, userId);
    expect(result).toMatchObject({ score: 10, maxScore: 20, correctCount: 1 });
    expect(await playCount()).toBe(before + 1);
    const outbox = await ctx.database.db
      .select({ pointsEarned: schema.gradePassbackOutbox.pointsEarned })
      .from(schema.gradePassbackOutbox)
      .where(eq(schema.gradePassbackOutbox.itemId, keys.itemId));
    expect(outbox).toEqual([{ pointsEarned: 50 }]);
    // Head; the finish, which stops at the link; in a transaction, the finish again, the link with its
    // room's rule, the submission's attempts, the outbox row; then playCount (9 round trips with
    // BEGIN/COMMIT, as many as before: the linked attempts are the few).
    expect(statements).toHaveLength(7);
    expect(statements.filter((text) => /quizset_finish_attempt/.test(text))).toHaveLength(2);
    expect(statements.some((text) => /insert into "grade_passback_outbox"/i.test(text))).toBe(true);
    expect(statements.at(-1)).toMatch(/^update "quiz_sets"/i);
  });

  /** `count` guests joining at once, each from its own browser: attempt id and cookie. */
  async function joinGuests(count: number, prefix: string) {
    const joins = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        ctx.request({
          method: 'POST',
          url: `/api/rooms/${roomId}/attempts`,
          payload: { guestName: `${prefix} ${index + 1}` },
        }),
      ),
    );
    for (const join of joins) expect(join.statusCode).toBe(201);
    return joins.map((join) => ({
      attemptId: join.json().data.attemptId as string,
      cookie: cookieHeader(join),
    }));
  }

  const finish = (player: { attemptId: string; cookie: string }) =>
    ctx.request({ method: 'POST', url: `/api/attempts/${player.attemptId}/finish`, cookie: player.cookie });

  it('thirty players finishing at once are counted once each, and finishing again counts nothing', async () => {
    const players = await joinGuests(PLAYERS, 'Finisher');
    const before = await playCount();
    const finished = await Promise.all(players.map(finish));
    for (const response of finished) expect(response.statusCode).toBe(200);
    // Each finish answers after its count: the count is there as soon as every answer is.
    expect(await playCount()).toBe(before + PLAYERS);
    const again = await Promise.all(players.map(finish));
    for (const [index, response] of again.entries())
      expect(response.json().data).toEqual(finished[index]?.json().data);
    expect(await playCount()).toBe(before + PLAYERS);
  });

  it('the finishes counted while an update of their set runs go in one more update', async () => {
    const statements: string[] = [];
    const db = countingDb(ctx.database, statements);
    const before = await playCount();
    // The first call sends its update at once; the nine after it come while it runs.
    await Promise.all(Array.from({ length: 10 }, () => countPlay(db, setId)));
    expect(await playCount()).toBe(before + 10);
    expect(statements).toHaveLength(2);
    for (const text of statements) expect(text).toMatch(/^update "quiz_sets" set "play_count"/i);
  });

  it('a failed update is told to every finish waiting on it, and its count goes with the next', async () => {
    // A Db on the same client whose next update of quiz_sets fails (drizzle's logger runs before the
    // statement is sent, so a throw there fails it as the database would).
    let failNext = true;
    const logger = {
      logQuery: (query: string) => {
        if (failNext && /^update "quiz_sets"/i.test(query)) {
          failNext = false;
          throw new Error('connection lost');
        }
      },
    };
    const client = (ctx.database.db as unknown as { $client: unknown }).$client;
    const failing = (backend === 'pglite'
      ? drizzlePglite(client as never, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
    const before = await playCount();
    const first = countPlay(failing, setId);
    // Comes while the first update runs: it waits for the next one, which never starts by itself.
    const second = countPlay(failing, setId);
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(await playCount()).toBe(before);
    await countPlay(failing, setId);
    expect(await playCount()).toBe(before + 3);
  });

  // PostgreSQL only (PGlite runs one statement at a time): another transaction holds the set's row.
  // The finish's own transaction must still commit, so the player's attempt is finished; only its
  // count waits for the row. Before, the finish's transaction waited on the row until the other ended.
  it.runIf(backend === 'postgres')(
    "a finish commits while another transaction holds the set's row; only its count waits",
    async () => {
      const [player] = await joinGuests(1, 'Blocked');
      const { attemptId } = player!;
      const blocker = await openSecondConnection(ctx);
      try {
        const before = await playCount();
        await blocker.query('BEGIN');
        await blocker.query('SELECT play_count FROM quiz_sets WHERE id = $1 FOR UPDATE', [setId]);
        let answered = false;
        const finishing = finish(player!).then((response) => {
          answered = true;
          return response;
        });
        await vi.waitFor(
          async () => {
            const [row] = await ctx.database.db
              .select({ finishedAt: schema.quizAttempts.finishedAt })
              .from(schema.quizAttempts)
              .where(eq(schema.quizAttempts.id, attemptId));
            expect(row?.finishedAt).not.toBeNull();
          },
          { timeout: 5000, interval: 20 },
        );
        // Finished and committed, and its answer waits for its count.
        expect(answered).toBe(false);
        await blocker.query('ROLLBACK');
        const response = await finishing;
        expect(response.statusCode).toBe(200);
        expect(await playCount()).toBe(before + 1);
      } finally {
        await blocker.end();
      }
    },
  );
});
