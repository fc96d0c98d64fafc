import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { gradePassbackOutbox } from '../src/db/schema';
import { enqueueGradePassback } from '../src/features/classroom/grade-passback/enqueue-grade-passback';
import { GRADE_PASSBACK_QUEUE } from '../src/features/classroom/grade-passback/passback-worker';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';
import { redisAvailable } from './helpers/redis';

const REDIS_URL = 'redis://127.0.0.1:6379';

const hasRedis = await redisAvailable(REDIS_URL);
if (!hasRedis)
  console.warn('classroom-passback-worker: no Redis at 127.0.0.1:6379, the BullMQ case is skipped');

/**
 * Issue 11: the app's own passback worker picks a queued grade up without anyone calling it, on its
 * timer and (with Redis) through the BullMQ job scheduler.
 */
const MODES: { mode: string; redis: Record<string, string> }[] = [
  { mode: 'timer', redis: {} },
  ...(hasRedis ? [{ mode: 'BullMQ', redis: { REDIS_URL } }] : []),
];

/** Submissions of the two-process case: more than one pass claims (20), so passes follow each other. */
const CLASS = Array.from({ length: 45 }, (_, i) => `sub-class-${i}`);

describe.each(MODES)('grade passback worker ($mode)', ({ redis }) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    classroom = await startLocalClassroom({
      tokenInfo: oidc.tokenInfo,
      allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
    });
    classroom.courses.set('c1', {
      teachers: ['g-teacher'],
      students: {
        'g-student': 'sub-1',
        // The class of the two-process case.
        ...Object.fromEntries(CLASS.map((submissionId) => [`g-${submissionId}`, submissionId])),
      },
      items: { w1: { type: 'courseWork' } },
    });
    ctx = await createTestContext('pglite', {
      ...oidc.env,
      CLASSROOM_ROOT_URL: classroom.url,
      CLASSROOM_PASSBACK_POLL_MS: '50',
      ...redis,
    });
    oidc.addIdentity('g-teacher', {
      sub: 'g-teacher',
      email: 'pro@demo.example',
      name: 'T',
      emailVerified: true,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await classroom.stop();
    await oidc.stop();
    if ('REDIS_URL' in redis) {
      // The schedule outlives the app on purpose (other processes share it); a test leaves none behind.
      const queue = new Queue(GRADE_PASSBACK_QUEUE, { connection: { url: REDIS_URL } });
      await queue.removeJobScheduler('passes');
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  /** A graded attachment (max points 10) of a room of the teacher's, made through the API. */
  async function attachQuiz(): Promise<string> {
    const cookie = await signInWithGoogle(ctx, oidc, 'g-teacher');
    const created = await ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`,
      cookie,
      payload: attachmentBodyFor(await openRoomOf(ctx, cookie), { title: 'Quiz', maxPoints: 10 }),
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.id as string;
  }

  it('sends a queued grade on its own', async () => {
    const attachmentId = await attachQuiz();
    const { id } = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-1',
      score: 1,
      maxScore: 2,
      maxPoints: 10,
    });
    // Waits on the outcome, not on a duration: the row turns SENT once the worker has sent it.
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select().from(gradePassbackOutbox).where(eq(gradePassbackOutbox.id, id)))[0]
            ?.status,
        { timeout: 30_000 },
      )
      .toBe('SENT');
    expect(classroom.grades).toEqual([
      expect.objectContaining({ submissionId: 'sub-1', body: { pointsEarned: 5 } }),
    ]);
  });

  // Issue 20 item 4 "the Classroom passback runs once per grade" with two API processes on one
  // database (and, in BullMQ mode, one Redis): both run passes, and every grade reaches the strict
  // local Classroom exactly once — none twice, none lost.
  it('two processes send each grade once', async () => {
    const attachmentId = await attachQuiz();
    const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    await second.ready();
    try {
      const patchesBefore = classroom.calls.filter((call) => call.startsWith('PATCH')).length;
      // Grades arrive while both processes' passes run, as finishes on either would queue them.
      for (const [index, submissionId] of CLASS.entries()) {
        await enqueueGradePassback(ctx.database.db, {
          courseId: 'c1',
          itemId: 'w1',
          attachmentId,
          submissionId,
          score: index % 3,
          maxScore: 2,
          maxPoints: 10,
        });
        if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const statuses = async () =>
        (
          await ctx.database.db
            .select({ status: gradePassbackOutbox.status })
            .from(gradePassbackOutbox)
            .where(eq(gradePassbackOutbox.attachmentId, attachmentId))
        ).map((row) => row.status);
      await expect
        .poll(async () => (await statuses()).filter((status) => status === 'SENT').length, {
          timeout: 30_000,
        })
        .toBe(CLASS.length);
      // A second send would come with a later pass: let several more run (50 ms apart) first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const received = classroom.grades.filter((grade) => grade.attachmentId === attachmentId);
      expect(received.map((grade) => grade.submissionId).sort()).toEqual([...CLASS].sort());
      for (const [index, submissionId] of CLASS.entries())
        expect(received.find((grade) => grade.submissionId === submissionId)?.body).toEqual({
          pointsEarned: (index % 3) * 5,
        });
      // No refused or repeated call either: one patch per grade.
      expect(classroom.calls.filter((call) => call.startsWith('PATCH')).length - patchesBefore).toBe(
        CLASS.length,
      );
    } finally {
      await second.close();
    }
  });
});
