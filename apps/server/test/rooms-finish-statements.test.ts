import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { passBackAttemptGrade } from '../src/features/classroom/play-bridge/pass-back-attempt-grade';
import { finishAttempt } from '../src/features/rooms/play-attempt';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { countingDb } from './helpers/counting-db';
import { multipleChoice, ox, withOptions } from './helpers/payloads';
import { createSetWithRoom } from './helpers/rooms';

/*
 * The statements of one finish (issue 20 items 2–3: a finish cost about 7 round trips, the Classroom
 * grade lookup among them for every attempt). Counted by drizzle's logger on a second drizzle over the
 * same client (helpers/counting-db.ts); BEGIN/COMMIT are left out and the transactions are counted
 * instead. The results are checked too: fewer statements, same finish.
 */

describe.each(BACKENDS)('a finish’s statements on %s', (backend) => {
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

  it('without Classroom: the head, the lock and one update (playCount in it) in one transaction; no grade lookup', async () => {
    const { attemptId, userId } = await playOne();
    const statements: string[] = [];
    const db = countingDb(ctx.database, statements);
    const transactions = vi.spyOn(db, 'transaction');
    const before = await playCount();
    const result = await finishAs(db, attemptId, userId);
    expect(result).toMatchObject({ score: 10, maxScore: 20, correctCount: 1 });
    expect(await playCount()).toBe(before + 1);
    expect(transactions).toHaveBeenCalledTimes(1);
    // Head read, lock, the UPDATE of the attempt with the set's playCount: 3 + BEGIN/COMMIT = 5 round trips.
    expect(statements).toHaveLength(3);
    expect(statements.filter((text) => /classroom_attempt_links/.test(text))).toHaveLength(1);
    expect(statements[2]).toMatch(/update "quiz_attempts"[\s\S]*update "quiz_sets"/i);

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
    // Head, lock, update; the link with its room's rule, the submission's attempts, the outbox row;
    // playCount last (10 round trips with BEGIN/COMMIT, 8 + 2 before issue 20).
    expect(statements).toHaveLength(7);
    expect(statements.some((text) => /insert into "grade_passback_outbox"/i.test(text))).toBe(true);
    expect(statements.at(-1)).toMatch(/^update "quiz_sets"/i);
  });
});
