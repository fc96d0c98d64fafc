import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomAttemptLinks, gradePassbackOutbox } from '../src/db/schema';
import { TokenCipher } from '../src/features/classroom/google-auth/token-cipher';
import { sendDueGradePassbacks } from '../src/features/classroom/grade-passback/send-due-grade-passbacks';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

/**
 * Issue 11 × issue 10, the play bridge (classroom.md "Iframes Classroom opens", studentViewUri): a
 * student of the course plays the attachment's room; its finish queues the grade, scaled to the
 * attachment's max points, and the worker's pass delivers it to the local Classroom.
 */
describe.each(BACKENDS)('Classroom play bridge (issue 11 × 10) on %s', (backend) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  let teacher: string;
  let student: string;
  let outsider: string;
  let roomId: string;
  let otherRoomId: string;
  let attachmentId: string;

  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    classroom = await startLocalClassroom((token) => oidc.subOfAccessToken(token));
    classroom.courses.set('c1', { teachers: ['g-teacher'], students: { 'g-student': 'sub-1' } });
    ctx = await createTestContext(backend, {
      ...oidc.env,
      CLASSROOM_ROOT_URL: classroom.url,
      // The test drives the worker's pass itself.
      CLASSROOM_PASSBACK_POLL_MS: '0',
    });
    const people = [
      ['g-teacher', 'pro@demo.example'],
      ['g-student', 'student@demo.example'],
      ['g-outsider', 'free@demo.example'],
    ] as const;
    for (const [sub, email] of people) oidc.addIdentity(sub, { sub, email, name: sub, emailVerified: true });
    teacher = await signInWithGoogle(ctx, oidc, 'g-teacher');
    student = await signInWithGoogle(ctx, oidc, 'g-student');
    outsider = await signInWithGoogle(ctx, oidc, 'g-outsider');
    roomId = await openRoomOf(ctx, teacher);
    otherRoomId = await openRoomOf(ctx, teacher);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=tok',
      cookie: teacher,
      payload: attachmentBodyFor(roomId, { maxPoints: 30 }),
    });
    expect(created.statusCode).toBe(200);
    attachmentId = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
    await classroom.stop();
    await oidc.stop();
  });

  const join = (cookie: string, room = roomId, body: Record<string, unknown> = {}) =>
    ctx.request({
      method: 'POST',
      url: `/api/classroom/rooms/${room}/attempts`,
      cookie,
      payload: { courseId: 'c1', itemId: 'w1', attachmentId, ...body },
    });

  it('refuses a room the attachment does not name, an unknown attachment, a teacher and an outsider', async () => {
    const calls = classroom.calls.length;
    const wrongRoom = await join(student, otherRoomId);
    expect(wrongRoom.statusCode).toBe(400);
    expect(wrongRoom.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    const unknown = await join(student, roomId, { attachmentId: 'nope' });
    expect(unknown.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    // Neither reached Google.
    expect(classroom.calls.length).toBe(calls);
    const asTeacher = await join(teacher);
    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json().error.message).toBe('This page is for the students of the assignment');
    const asOutsider = await join(outsider);
    expect(asOutsider.statusCode).toBe(403);
    const badBody = await join(student, roomId, { attachmentId: 'a\u0000b' });
    expect(badBody.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(classroomAttemptLinks)).toEqual([]);
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: `/api/classroom/rooms/${roomId}/attempts`,
          payload: { courseId: 'c1', itemId: 'w1', attachmentId },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("a student's finished attempt sends its grade, scaled to max points, to the local Classroom", async () => {
    const joined = await join(student);
    expect(joined.statusCode).toBe(201);
    const { attemptId } = joined.json().data;
    const [link] = await ctx.database.db
      .select()
      .from(classroomAttemptLinks)
      .where(eq(classroomAttemptLinks.attemptId, attemptId));
    expect(link).toMatchObject({ courseId: 'c1', itemId: 'w1', attachmentId, submissionId: 'sub-1' });
    // Opening the iframe again resumes the same attempt.
    const again = await join(student);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ attemptId, resumed: true });

    // validPayload: 2 + 2 = ? is choice 1 (right), the OX question answered wrong, the third left.
    const answer = (payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/answers`, cookie: student, payload });
    expect((await answer({ quizId: 'mc000001', answer: [1] })).json().data.isCorrect).toBe(true);
    expect((await answer({ quizId: 'ox000001', answer: 'X' })).json().data.isCorrect).toBe(false);
    const finished = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/finish`,
      cookie: student,
    });
    expect(finished.statusCode).toBe(200);
    const { score, maxScore } = finished.json().data;
    expect({ score, maxScore }).toEqual({ score: 10, maxScore: 30 });
    const [queued] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.submissionId, 'sub-1'));
    expect(queued).toMatchObject({ attachmentId, score: 10, maxScore: 30, maxPoints: 30, pointsEarned: 10 });

    const options = { google: ctx.env.google, cipher: new TokenCipher(ctx.env.google.tokenEncryptionKey) };
    expect(await sendDueGradePassbacks(ctx.database.db, options)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(classroom.grades.at(-1)).toEqual({
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      submissionId: 'sub-1',
      updateMask: 'pointsEarned',
      body: { pointsEarned: 10 },
      by: 'g-teacher',
    });

    // Finishing again counts nothing and queues nothing new.
    await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie: student });
    expect(await sendDueGradePassbacks(ctx.database.db, options)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    // The room allows no retries: opening it again is refused (the page shows the result instead).
    const retry = await join(student);
    expect(retry.statusCode).toBe(409);
  });

  it('an attempt played outside Classroom queues no grade', async () => {
    const cookie = await ctx.signIn('basic@demo.example');
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/rooms/${otherRoomId}/attempts`,
      cookie,
      payload: {},
    });
    expect(joined.statusCode).toBe(201);
    const before = await ctx.database.db.select().from(gradePassbackOutbox);
    const finished = await ctx.request({
      method: 'POST',
      url: `/api/attempts/${joined.json().data.attemptId}/finish`,
      cookie,
    });
    expect(finished.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(gradePassbackOutbox)).toHaveLength(before.length);
  });
});
