import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { gradePassbackOutbox } from '../src/db/schema';
import { TokenCipher } from '../src/features/classroom/google-auth/token-cipher';
import { enqueueGradePassback } from '../src/features/classroom/grade-passback/enqueue-grade-passback';
import {
  passbackBackoffMs,
  sendDueGradePassbacks,
} from '../src/features/classroom/grade-passback/send-due-grade-passbacks';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { BACKENDS, createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

const later = (ms: number) => new Date(Date.now() + ms);

/** Issue 11 "grade passback": the durable outbox and its worker against the local Classroom. */
describe.each(BACKENDS)('grade passback outbox (issue 11) on %s', (backend) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  let attachmentId: string;
  const options = () => ({
    google: ctx.env.google,
    cipher: new TokenCipher(ctx.env.google.tokenEncryptionKey),
  });

  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    classroom = await startLocalClassroom({
      tokenInfo: oidc.tokenInfo,
      allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
    });
    classroom.courses.set('c1', {
      teachers: ['g-teacher'],
      // The local Classroom knows every submission a grade is sent to (a stranger's id is 404).
      students: { 'g-student': 'sub-1', 'g-s2': 'sub-2', 'g-s3': 'sub-3', 'g-s9': 'sub-9' },
      items: { w1: { type: 'courseWork' } },
    });
    ctx = await createTestContext(backend, {
      ...oidc.env,
      CLASSROOM_ROOT_URL: classroom.url,
      // The test drives every pass itself.
      CLASSROOM_PASSBACK_POLL_MS: '0',
      CLASSROOM_PASSBACK_BACKOFF_MS: '1000',
      CLASSROOM_PASSBACK_MAX_ATTEMPTS: '3',
    });
    oidc.addIdentity('g-teacher', {
      sub: 'g-teacher',
      email: 'pro@demo.example',
      name: 'T',
      emailVerified: true,
    });
    const teacher = await signInWithGoogle(ctx, oidc, 'g-teacher');
    const created = await ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`,
      cookie: teacher,
      payload: attachmentBodyFor(await openRoomOf(ctx, teacher), { title: 'Quiz', maxPoints: 20 }),
    });
    expect(created.statusCode).toBe(200);
    attachmentId = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
    await classroom.stop();
    await oidc.stop();
  });

  it('sends the scaled grade with the teacher credentials', async () => {
    await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-1',
      score: 7,
      maxScore: 9,
      maxPoints: 20,
    });
    const result = await sendDueGradePassbacks(ctx.database.db, options());
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(classroom.grades.at(-1)).toEqual({
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-1',
      updateMask: 'pointsEarned',
      body: { pointsEarned: 15.56 },
      by: 'g-teacher',
    });
    // Nothing left to send.
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('retries after a 503 with backoff, and the waiting grade survives a restart', async () => {
    classroom.failNextGrades(1, 503);
    const { id } = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-2',
      score: 3,
      maxScore: 4,
      maxPoints: 20,
    });
    const before = classroom.grades.length;
    const logged: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => logged.push(details) };
    expect(await sendDueGradePassbacks(ctx.database.db, { ...options(), log })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const [waiting] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.id, id));
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    // Our own reason is stored (the teacher view words it in ko/en); Google's text is in the log only.
    expect(waiting!.lastError).toBe('GOOGLE_UNAVAILABLE');
    expect(logged).toEqual([
      expect.objectContaining({
        outboxId: id,
        reason: 'GOOGLE_UNAVAILABLE',
        error: expect.stringMatching(/^503: /),
      }),
    ]);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent now.
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    // "Restart": a new app (new worker state) on the same database sends it once it is due.
    await ctx.app.close();
    const restarted = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    await restarted.ready();
    try {
      const result = await sendDueGradePassbacks(restarted.db, { ...options(), now: later(2_000) });
      expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect(classroom.grades.length).toBe(before + 1);
    expect(classroom.grades.at(-1)).toMatchObject({ submissionId: 'sub-2', body: { pointsEarned: 15 } });
    const [sent] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.id, id));
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('gives up after the last attempt, and at once on a permanent refusal', async () => {
    classroom.failNextGrades(3, 503);
    const { id } = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-3',
      score: 1,
      maxScore: 1,
      maxPoints: 20,
    });
    let clock = Date.now();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock += 10 * 60_000;
      await sendDueGradePassbacks(ctx.database.db, { ...options(), now: new Date(clock) });
    }
    const [failed] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.id, id));
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3 });

    // An attachment this product did not create: FAILED without retries.
    const other = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId: 'unknown',
      submissionId: 'sub-1',
      score: 1,
      maxScore: 1,
      maxPoints: 20,
    });
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toMatchObject({ failed: 1 });
    const [gone] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.id, other.id));
    expect(gone).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'ATTACHMENT_MISSING' });
  });

  it('a newer grade for the same submission replaces the queued one', async () => {
    const first = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-9',
      score: 1,
      maxScore: 10,
      maxPoints: 20,
    });
    const second = await enqueueGradePassback(ctx.database.db, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-9',
      score: 10,
      maxScore: 10,
      maxPoints: 20,
    });
    expect(second.id).toBe(first.id);
    await sendDueGradePassbacks(ctx.database.db, options());
    const sent = classroom.grades.filter((grade) => grade.submissionId === 'sub-9');
    expect(sent.map((grade) => grade.body.pointsEarned)).toEqual([20]);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => passbackBackoffMs(1000, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(passbackBackoffMs(30_000, 20)).toBe(3_600_000);
  });
});
