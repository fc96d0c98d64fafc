import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, classroomAttemptLinks, gradePassbackOutbox, quizAttempts } from '../src/db/schema';
import { openRoomOf } from './helpers/classroom-room';
import { type ClassroomTestStack, startClassroomTestStack } from './helpers/classroom-stack';
import { BACKENDS } from './helpers/context';
import { validPayload } from './helpers/payloads';

/**
 * Issue 18 item 5 against the strict local Classroom: the teacher view and the Student Work Review are
 * any teacher's of the course as getAddOnContext says (not the set owner's); the teacher view lists
 * the grades Classroom has not taken with "send again"; a FAILED grade is due again when a teacher of
 * the course signs in; with no teacher's offline grant the grade is set when a teacher opens the
 * Student Work Review. And issue 18's "next quiz" from a Classroom play (spec §3 nextQuizsetId):
 * the next set's room is no Classroom attachment, so it sends no grade.
 */
describe.each(BACKENDS)('Classroom co-teachers and waiting grades (issue 18 item 5) on %s', (backend) => {
  let stack: ClassroomTestStack;
  let owner: string;
  let coTeacher: string;
  let s1: string;
  let roomId: string;
  let attachmentId: string;

  beforeAll(async () => {
    stack = await startClassroomTestStack(backend, {
      courses: {
        c1: {
          teachers: ['g-owner', 'g-co'],
          students: { 'g-s1': 'sub-1', 'g-s2': 'sub-2', 'g-s3': 'sub-3', 'g-s4': 'sub-4' },
          items: { w1: { type: 'courseWork' }, w3: { type: 'courseWork' } },
        },
        // Next term's class, copied; the co-teacher teaches it alone.
        c2: { teachers: ['g-co'], students: { 'g-s5': 'sub-5' }, items: { w2: { type: 'courseWork' } } },
      },
      people: [
        ['g-owner', 'pro@demo.example'],
        ['g-co', 'co@school.example'],
        ['g-s1', 'student@demo.example'],
        ['g-s2', 's2@school.example'],
        ['g-s3', 's3@school.example'],
        ['g-s4', 's4@school.example'],
        ['g-s5', 's5@school.example'],
      ],
    });
    owner = await stack.signIn('g-owner');
    coTeacher = await stack.signIn('g-co');
    s1 = await stack.signIn('g-s1', 'STUDENT');
    roomId = await openRoomOf(stack.ctx, owner);
    attachmentId = await stack.attach(owner, { courseId: 'c1', itemId: 'w1', roomId, maxPoints: 30 });
  });
  afterAll(() => stack.close());

  const launchQuery = (hint?: string, room = roomId) =>
    `entryMapHashId=${room}${hint ? `&loginHint=${hint}` : ''}`;
  const teacherView = (
    cookie: string | undefined,
    hint?: string,
    attachment = { courseId: 'c1', itemId: 'w1', id: attachmentId, roomId },
  ) =>
    stack.ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/${attachment.courseId}/courseWork/${attachment.itemId}/addOnAttachments/${attachment.id}/teacher-view?${launchQuery(hint, attachment.roomId)}`,
      cookie,
    });
  const sendAgain = (cookie: string, body: Record<string, unknown> = {}) =>
    stack.ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments/${attachmentId}/grades/send-again?${launchQuery()}`,
      cookie,
      payload: body,
    });
  /** Student `sub` plays the attachment's room to the end. */
  const play = async (sub: string) =>
    stack.playToEnd(await stack.signIn(sub, 'STUDENT'), roomId, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
    });
  const statusOf = async (submissionId: string) => (await stack.outboxOf(submissionId))[0]?.status;

  it('the teacher view is any teacher’s of the course by getAddOnContext: a co-teacher sees the results and waiting grades; ownership alone is not enough', async () => {
    await stack.playToEnd(s1, roomId, { courseId: 'c1', itemId: 'w1', attachmentId });
    const seen = await teacherView(coTeacher, 'g-co');
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json().data;
    expect(data).toMatchObject({ entryMapHashId: roomId, isOpen: true, canManage: false });
    expect(data.results.attempts).toHaveLength(1);
    expect(data.results.attempts[0]).toMatchObject({ score: 10, maxScore: 30 });
    expect(data.quizSet.quizList).toHaveLength(3);
    expect(data.waitingGrades).toEqual([
      expect.objectContaining({
        submissionId: 'sub-1',
        studentName: '최학생',
        status: 'PENDING',
        pointsEarned: 10,
        maxPoints: 30,
        lastError: null,
      }),
    ]);
    expect((await teacherView(owner)).json().data.canManage).toBe(true);
    // A student of the course, a teacher of none, a mismatched hint, another room, no session.
    const asStudent = await teacherView(s1);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.code).toBe('CLASSROOM_NOT_TEACHER');
    const stranger = await stack.signIn('g-s5');
    expect((await teacherView(stranger)).statusCode).toBe(403);
    expect((await teacherView(coTeacher, 'g-owner')).json().error.code).toBe('CLASSROOM_ACCOUNT_MISMATCH');
    const otherRoom = await openRoomOf(stack.ctx, owner);
    const wrongRoom = await stack.ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments/${attachmentId}/teacher-view?${launchQuery(undefined, otherRoom)}`,
      cookie: coTeacher,
    });
    expect(wrongRoom.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    expect((await teacherView(undefined)).statusCode).toBe(401);
    // The owner who left the course sees neither the view nor the work review any more.
    const course = stack.classroom.courses.get('c1')!;
    course.teachers = ['g-co'];
    expect((await teacherView(owner)).statusCode).toBe(403);
    const review = await stack.ctx.request({
      method: 'GET',
      url: `/api/classroom/rooms/${roomId}/submissions/sub-1?courseId=c1&itemId=w1&attachmentId=${attachmentId}`,
      cookie: owner,
    });
    expect(review.statusCode).toBe(403);
    course.teachers = ['g-owner', 'g-co'];
  });

  it('failed grades are listed with "send again": one or all, by a teacher of the course only', async () => {
    await play('g-s2');
    // Google refuses both grades for good (400): the worker gives up.
    stack.classroom.failNextGrades(2, 400);
    expect(await stack.sendDueGrades()).toMatchObject({
      failed: 2,
    });
    // A teacher seen before opens the view: the failures stay listed, with why.
    const listed = (await teacherView(coTeacher)).json().data.waitingGrades as {
      submissionId: string;
      status: string;
      lastError: string;
    }[];
    expect(listed.map((grade) => [grade.submissionId, grade.status])).toEqual([
      ['sub-1', 'FAILED'],
      ['sub-2', 'FAILED'],
    ]);
    // Our reason for Google's 400, never Google's English text (the page words it in ko/en).
    expect(listed[0]!.lastError).toBe('INVALID_ACCESS');
    const refused = await sendAgain(s1);
    expect(refused.statusCode).toBe(403);
    expect((await sendAgain(coTeacher, { submissionId: 'bad id!' })).statusCode).toBe(400);
    expect((await sendAgain(coTeacher, { submissionId: 'sub-1', extra: 1 })).statusCode).toBe(400);
    expect([await statusOf('sub-1'), await statusOf('sub-2')]).toEqual(['FAILED', 'FAILED']);

    expect((await sendAgain(coTeacher, { submissionId: 'sub-1' })).json().data).toEqual({ requeued: 1 });
    expect([await statusOf('sub-1'), await statusOf('sub-2')]).toEqual(['PENDING', 'FAILED']);
    expect((await sendAgain(owner)).json().data).toEqual({ requeued: 1 });
    expect((await sendAgain(owner)).json().data).toEqual({ requeued: 0 });
    expect(await stack.sendDueGrades()).toMatchObject({
      sent: 2,
    });
    expect((await teacherView(coTeacher)).json().data.waitingGrades).toEqual([]);
    expect(stack.classroom.grades.map((grade) => grade.submissionId)).toEqual(
      expect.arrayContaining(['sub-1', 'sub-2']),
    );
  });

  it('a FAILED grade is due again when a teacher of the course signs in with Google, not when a student does', async () => {
    await play('g-s3');
    stack.classroom.failNextGrades(1, 400);
    await stack.sendDueGrades();
    expect(await statusOf('sub-3')).toBe('FAILED');
    await stack.signIn('g-s2', 'STUDENT');
    expect(await statusOf('sub-3')).toBe('FAILED');
    await stack.signIn('g-co');
    expect(await statusOf('sub-3')).toBe('PENDING');
    expect(await stack.sendDueGrades()).toMatchObject({
      sent: 1,
    });
  });

  it('a copied attachment’s teacher view shows the copy’s own room, for the copied course’s teacher', async () => {
    const copyId = stack.classroom.copyAttachment(
      { courseId: 'c1', itemId: 'w1', attachmentId },
      { courseId: 'c2', itemId: 'w2' },
    );
    const s5 = await stack.signIn('g-s5', 'STUDENT');
    const joined = await stack.playToEnd(s5, roomId, { courseId: 'c2', itemId: 'w2', attachmentId: copyId });
    const co = await stack.signIn('g-co');
    const copy = { courseId: 'c2', itemId: 'w2', id: copyId, roomId };
    const view = await teacherView(co, 'g-co', copy);
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data;
    expect(data.entryMapHashId).toBe(joined.entryMapHashId);
    expect(data.entryMapHashId).not.toBe(roomId);
    expect(data.results.attempts).toHaveLength(1);
    expect(data.waitingGrades.map((grade: { submissionId: string }) => grade.submissionId)).toEqual([
      'sub-5',
    ]);
    // The set's owner teaches no class of the copy: refused.
    expect((await teacherView(owner, undefined, copy)).statusCode).toBe(403);
  });

  it('"next quiz" after a Classroom play opens the next set’s room, which sends no grade (spec §3 nextQuizsetId)', async () => {
    const nextSet = await stack.ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: owner,
      payload: validPayload({ title: 'Next set' }),
    });
    const sourceRoom = await openRoomOf(
      stack.ctx,
      owner,
      validPayload({
        isNextQuizsetAvailable: true,
        nextQuizsetId: nextSet.json().data.id,
      }) as unknown as Record<string, unknown>,
    );
    const w3 = await stack.attach(owner, { courseId: 'c1', itemId: 'w3', roomId: sourceRoom, maxPoints: 30 });
    const { attemptId } = await stack.playToEnd(s1, sourceRoom, {
      courseId: 'c1',
      itemId: 'w3',
      attachmentId: w3,
    });
    const queued = await stack.ctx.database.db.select().from(gradePassbackOutbox);
    expect(queued.filter((row) => row.attachmentId === w3)).toHaveLength(1);

    const next = await stack.ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/next-room`,
      cookie: s1,
    });
    expect(next.statusCode, next.body).toBe(200);
    const nextRoom = next.json().data.entryMapHashId as string;
    const played = await stack.ctx.request({
      method: 'POST',
      url: `/api/rooms/${nextRoom}/attempts`,
      cookie: s1,
      payload: {},
    });
    expect(played.statusCode, played.body).toBe(201);
    await stack.finish(s1, played.json().data.attemptId);
    // No link to a submission, nothing new in the outbox: Classroom keeps the attached set's grade.
    expect(
      await stack.ctx.database.db
        .select()
        .from(classroomAttemptLinks)
        .where(eq(classroomAttemptLinks.attemptId, played.json().data.attemptId)),
    ).toEqual([]);
    expect(await stack.ctx.database.db.select().from(gradePassbackOutbox)).toHaveLength(queued.length);
    // The attachment's teacher view holds the attached room alone.
    const view = await teacherView(coTeacher, undefined, {
      courseId: 'c1',
      itemId: 'w3',
      id: w3,
      roomId: sourceRoom,
    });
    const [nextAttempt] = await stack.ctx.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, played.json().data.attemptId));
    expect(nextAttempt!.roomId).toBe(nextRoom);
    expect(view.json().data.results.attempts.map((a: { attemptId: string }) => a.attemptId)).toEqual([
      attemptId,
    ]);
  });
  it('with no teacher’s offline grant, the grade is set when a teacher opens the Student Work Review', async () => {
    await play('g-s4');
    // Neither teacher has a refresh token, and their access tokens have run out (last: it spoils them).
    const teachers = await stack.ctx.database.db
      .select({ userId: account.userId })
      .from(account)
      .where(inArray(account.accountId, ['g-owner', 'g-co']));
    await stack.ctx.database.db
      .update(account)
      .set({ refreshToken: null, accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(
        inArray(
          account.userId,
          teachers.map((row) => row.userId),
        ),
      );
    const pass = await stack.sendDueGrades();
    expect(pass).toMatchObject({ sent: 0 });
    expect(await statusOf('sub-4')).not.toBe('SENT');
    // The co-teacher signs in (no refresh token: consent was given before) and opens the review.
    const co = await stack.signIn('g-co');
    const grades = stack.classroom.grades.length;
    const review = await stack.ctx.request({
      method: 'GET',
      url: `/api/classroom/rooms/${roomId}/submissions/sub-4?courseId=c1&itemId=w1&attachmentId=${attachmentId}&loginHint=g-co`,
      cookie: co,
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(stack.classroom.grades.slice(grades)).toEqual([
      expect.objectContaining({ submissionId: 'sub-4', by: 'g-co', body: { pointsEarned: 10 } }),
    ]);
    expect(await statusOf('sub-4')).toBe('SENT');
  });
});
