import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePassbackOutbox } from '../src/db/schema';
import { enqueueGradePassback } from '../src/features/classroom/grade-passback/enqueue-grade-passback';
import { GRADE_PASSBACK_QUEUE } from '../src/features/classroom/grade-passback/passback-worker';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const hasRedis = await redisAvailable();
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
      students: { 'g-student': 'sub-1' },
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

  it('sends a queued grade on its own', async () => {
    const cookie = await signInWithGoogle(ctx, oidc, 'g-teacher');
    const created = await ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`,
      cookie,
      payload: attachmentBodyFor(await openRoomOf(ctx, cookie), { title: 'Quiz', maxPoints: 10 }),
    });
    const attachmentId = created.json().data.id as string;
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
});
