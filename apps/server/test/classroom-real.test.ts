import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  classroomAttachments,
  classroomAttemptLinks,
  gradePassbackOutbox,
  quizAttempts,
  quizRooms,
} from '../src/db/schema';
import { readGoogleTokens } from '../src/features/classroom/google-auth/google-credentials';
import { TokenCipher } from '../src/features/classroom/google-auth/token-cipher';
import { sendDueGradePassbacks } from '../src/features/classroom/grade-passback/send-due-grade-passbacks';
import { STUDENT_SCOPE, TEACHER_SCOPE } from './helpers/classroom-contract';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { type ClassroomTestStack, startClassroomTestStack } from './helpers/classroom-stack';
import { BACKENDS, type TestContext } from './helpers/context';
import type { LocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import type { LocalClassroom } from './helpers/local-classroom';

/**
 * Issue 18 items 1–3 against the strict local Classroom: copied attachments (Google's "Handle copied
 * content"), `login_hint` naming the signed-in account (add-on requirement 2.2), and materials and
 * announcements on their own endpoints, ungraded.
 */
describe.each(BACKENDS)('Classroom in a real school (issue 18) on %s', (backend) => {
  let stack: ClassroomTestStack;
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  let teacher: string;
  let student: string;
  let classmate: string;
  let roomId: string;
  let attachmentId: string;

  beforeAll(async () => {
    stack = await startClassroomTestStack(backend, {
      courses: {
        c1: {
          teachers: ['g-teacher'],
          students: { 'g-student': 'sub-1' },
          items: {
            w1: { type: 'courseWork' },
            m1: { type: 'courseWorkMaterials' },
            a1: { type: 'announcements' },
          },
        },
        // Next year's class: the course was copied; the same teacher, other students.
        c2: {
          teachers: ['g-teacher'],
          students: { 'g-next': 'sub-21', 'g-classmate': 'sub-22' },
          items: { w2: { type: 'courseWork' } },
        },
        c3: {
          teachers: ['g-teacher'],
          students: { 'g-third': 'sub-31' },
          items: { w3: { type: 'courseWork' } },
        },
      },
      people: [
        ['g-teacher', 'pro@demo.example'],
        ['g-student', 'student@demo.example'],
        ['g-next', 'next@school.example'],
        ['g-classmate', 'classmate@school.example'],
        ['g-third', 'third@school.example'],
      ],
    });
    ({ ctx, oidc, classroom } = stack);
    teacher = await signInWithGoogle(ctx, oidc, 'g-teacher');
    student = await signInWithGoogle(ctx, oidc, 'g-student', { role: 'STUDENT' });
    classmate = await signInWithGoogle(ctx, oidc, 'g-classmate', { role: 'STUDENT' });
    roomId = await openRoomOf(ctx, teacher);
    attachmentId = await stack.attach(teacher, { courseId: 'c1', itemId: 'w1', roomId, maxPoints: 30 });
  });
  afterAll(() => stack.close());

  const join = (cookie: string, body: Record<string, unknown>, room = roomId) =>
    stack.join(cookie, room, body);
  const finish = (cookie: string, attemptId: string) => stack.finish(cookie, attemptId);
  const options = () => stack.passbackOptions();

  it('item 1: a copied attachment plays in its own room of the same set and settings, graded on its own submission', async () => {
    const copyId = classroom.copyAttachment(
      { courseId: 'c1', itemId: 'w1', attachmentId },
      { courseId: 'c2', itemId: 'w2' },
    );
    const next = await signInWithGoogle(ctx, oidc, 'g-next', { role: 'STUDENT' });
    // Classroom opens the copy with the original's URI (its room) and the copy's new ids.
    const joined = await join(next, {
      courseId: 'c2',
      itemId: 'w2',
      attachmentId: copyId,
      loginHint: 'g-next',
    });
    expect(joined.statusCode).toBe(201);
    const { attemptId, entryMapHashId, graded } = joined.json().data;
    expect(graded).toBe(true);
    expect(entryMapHashId).not.toBe(roomId);
    const rooms = await ctx.database.db.select().from(quizRooms);
    const original = rooms.find((room) => room.id === roomId)!;
    const copy = rooms.find((room) => room.id === entryMapHashId)!;
    expect({ set: copy.quizSetId, guests: copy.allowGuests, retries: copy.allowRetries }).toEqual({
      set: original.quizSetId,
      guests: original.allowGuests,
      retries: original.allowRetries,
    });
    const [attempt] = await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(attempt!.roomId).toBe(entryMapHashId);
    // A classmate of the copied course plays the same new room (one room per copy, not per student).
    const second = await join(classmate, { courseId: 'c2', itemId: 'w2', attachmentId: copyId });
    expect(second.json().data.entryMapHashId).toBe(entryMapHashId);
    const [row] = await ctx.database.db
      .select()
      .from(classroomAttachments)
      .where(eq(classroomAttachments.id, copyId));
    expect(row).toMatchObject({
      courseId: 'c2',
      itemId: 'w2',
      roomId: entryMapHashId,
      copiedFromId: attachmentId,
      maxPoints: 30,
    });

    await finish(next, attemptId);
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toMatchObject({ sent: 1, failed: 0 });
    expect(classroom.grades.at(-1)).toMatchObject({
      courseId: 'c2',
      itemId: 'w2',
      attachmentId: copyId,
      submissionId: 'sub-21',
    });
    // The original room's results hold none of the copy's players.
    const originalAttempts = await ctx.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.roomId, roomId));
    expect(originalAttempts).toEqual([]);

    // A copy of the copy (reused again next term) opens from the newest copy this product knows.
    const thirdId = classroom.copyAttachment(
      { courseId: 'c2', itemId: 'w2', attachmentId: copyId },
      { courseId: 'c3', itemId: 'w3' },
    );
    const third = await join(await signInWithGoogle(ctx, oidc, 'g-third', { role: 'STUDENT' }), {
      courseId: 'c3',
      itemId: 'w3',
      attachmentId: thirdId,
    });
    expect(third.statusCode).toBe(201);
    expect([roomId, entryMapHashId]).not.toContain(third.json().data.entryMapHashId);
    const [thirdRow] = await ctx.database.db
      .select()
      .from(classroomAttachments)
      .where(eq(classroomAttachments.id, thirdId));
    expect(thirdRow!.copiedFromId).toBe(copyId);
  });

  it('item 1: a copy is refused when opened on another room, or when it copies nothing of ours', async () => {
    const copyId = classroom.copyAttachment(
      { courseId: 'c1', itemId: 'w1', attachmentId },
      { courseId: 'c2', itemId: 'w2' },
    );
    const otherRoom = await openRoomOf(ctx, teacher);
    const wrongRoom = await join(
      classmate,
      { courseId: 'c2', itemId: 'w2', attachmentId: copyId },
      otherRoom,
    );
    expect(wrongRoom.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    const stranger = await join(classmate, { courseId: 'c2', itemId: 'w2', attachmentId: 'never-made' });
    expect(stranger.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    expect(
      await ctx.database.db.select().from(classroomAttachments).where(eq(classroomAttachments.id, copyId)),
    ).toEqual([]);
  });

  it('item 2: a login_hint naming another Google account is refused before anything happens', async () => {
    const calls = classroom.calls.length;
    const links = (await ctx.database.db.select().from(classroomAttemptLinks)).length;
    // The student's session is left on the device; Classroom opens the iframe for the classmate.
    const mismatch = await join(student, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      loginHint: 'g-classmate',
    });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error).toMatchObject({
      code: 'CLASSROOM_ACCOUNT_MISMATCH',
      message: 'This is not the Google account Classroom opened this page for. Sign in as that account',
    });
    const context = await ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnContext?attachmentId=${attachmentId}&loginHint=g-classmate`,
      cookie: student,
    });
    expect(context.json().error.code).toBe('CLASSROOM_ACCOUNT_MISMATCH');
    // The check every add-on page makes first (teacher view, work review, discovery).
    const check = (hint: string) =>
      ctx.request({ method: 'GET', url: `/api/classroom/login-hint?loginHint=${hint}`, cookie: student });
    expect((await check('g-classmate')).statusCode).toBe(409);
    expect((await check('g-student')).statusCode).toBe(204);
    expect((await check('a%00b')).statusCode).toBe(400);
    expect(classroom.calls.length).toBe(calls);
    expect((await ctx.database.db.select().from(classroomAttemptLinks)).length).toBe(links);
    // The hint that names the session's account goes on.
    const matching = await join(student, {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
      loginHint: 'g-student',
    });
    expect(matching.statusCode).toBe(201);
  });

  it('item 3: a material or an announcement is created on its own endpoint without grade fields, and plays ungraded', async () => {
    for (const [itemType, itemId] of [
      ['courseWorkMaterials', 'm1'],
      ['announcements', 'a1'],
    ] as const) {
      const room = await openRoomOf(ctx, teacher);
      const created = await ctx.request({
        method: 'POST',
        url: `/api/classroom/courses/c1/${itemType}/${itemId}/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', itemId)}`,
        cookie: teacher,
        payload: attachmentBodyFor(room, { maxPoints: 30 }),
      });
      expect(created.statusCode, created.body).toBe(200);
      const sent = classroom.attachments.at(-1)!;
      expect(sent.itemType).toBe(itemType);
      expect(Object.keys(sent.body).sort()).toEqual(['studentViewUri', 'teacherViewUri', 'title']);
      expect(classroom.calls.at(-1)).toBe(`POST /v1/courses/c1/${itemType}/${itemId}/addOnAttachments`);
      const id = created.json().data.id as string;
      expect(created.json().data).toMatchObject({ maxPoints: null, itemType });

      const joined = await join(student, { courseId: 'c1', itemId, itemType, attachmentId: id }, room);
      expect(joined.statusCode).toBe(201);
      expect(joined.json().data).toMatchObject({ entryMapHashId: room, graded: false });
      await finish(student, joined.json().data.attemptId);
      const queued = await ctx.database.db
        .select()
        .from(gradePassbackOutbox)
        .where(eq(gradePassbackOutbox.attachmentId, id));
      expect(queued).toEqual([]);
    }
  });

  it('item 4: students are asked only for the student scope; a student is refused the teacher scope; one scope at a time', async () => {
    await signInWithGoogle(ctx, oidc, 'g-student', { role: 'STUDENT' });
    expect(oidc.scopes.at(-1)).toContain(STUDENT_SCOPE);
    expect(oidc.scopes.at(-1)).not.toContain(TEACHER_SCOPE);
    const asked = oidc.scopes.length;
    const start = (loginHint: string, scopes: string[]) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/', loginHint, scopes },
      });
    // student@demo.example is a STUDENT account: incremental authorization to the teacher scope is refused.
    const escalate = await start('g-student', [TEACHER_SCOPE]);
    expect(escalate.statusCode).toBe(403);
    expect((await start('g-teacher', [TEACHER_SCOPE, STUDENT_SCOPE])).statusCode).toBe(400);
    expect((await start('g-teacher', ['https://www.googleapis.com/auth/classroom.rosters'])).statusCode).toBe(
      400,
    );
    // None of them reached Google.
    expect(oidc.scopes.length).toBe(asked);
    // A teacher whose only sign-in was on a play bridge (student scope) cannot attach: Google refuses
    // the scope and the page signs in again for its role (CLASSROOM_AUTH_ERROR), not "not a teacher".
    oidc.addIdentity('g-co', { sub: 'g-co', email: 'co@school.example', name: 'Co', emailVerified: true });
    classroom.courses.get('c1')!.teachers.push('g-co');
    const wrongScope = await signInWithGoogle(ctx, oidc, 'g-co', { role: 'STUDENT' });
    const addOnToken = classroom.issueAddOnToken('c1', 'w1');
    const context = await ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnContext?addOnToken=${addOnToken}`,
      cookie: wrongScope,
    });
    expect(context.json().data.role).toBe('TEACHER');
    const ownRoom = await openRoomOf(ctx, wrongScope);
    const attach = (cookie: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${addOnToken}`,
        cookie,
        payload: attachmentBodyFor(ownRoom),
      });
    const refused = await attach(wrongScope);
    expect(refused.json().error.code).toBe('CLASSROOM_AUTH_ERROR');
    // Signing in again for the teacher page grants the teacher scope.
    const again = await attach(await signInWithGoogle(ctx, oidc, 'g-co'));
    expect(again.statusCode).toBe(200);
  });

  it('item 7: a new Google sign-up becomes a teacher when Classroom says so; a stranger to the course gets the student words', async () => {
    oidc.addIdentity('g-new-teacher', {
      sub: 'g-new-teacher',
      email: 'new.teacher@school.example',
      name: 'New',
      emailVerified: true,
    });
    classroom.courses.get('c1')!.teachers.push('g-new-teacher');
    const cookie = await signInWithGoogle(ctx, oidc, 'g-new-teacher');
    const before = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(before.json().data.userType ?? null).toBeNull();
    const context = await ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnContext?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}&loginHint=g-new-teacher`,
      cookie,
    });
    expect(context.json().data.role).toBe('TEACHER');
    const after = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(after.json().data.userType).toBe('TEACHER');
    // The first-time teacher attaches a room of their own at once.
    const room = await openRoomOf(ctx, cookie);
    const created = await ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`,
      cookie,
      payload: attachmentBodyFor(room),
    });
    expect(created.statusCode).toBe(200);

    // A student of another course opening this one's play bridge: "for the students of the assignment".
    const stranger = await join(await signInWithGoogle(ctx, oidc, 'g-third', { role: 'STUDENT' }), {
      courseId: 'c1',
      itemId: 'w1',
      attachmentId,
    });
    expect(stranger.json().error).toMatchObject({
      code: 'CLASSROOM_NOT_TEACHER',
      message: 'This page is for the students of the assignment',
    });
  });

  it('item 9: a sign-in Google answers without a refresh token (consent given before) keeps the stored one', async () => {
    const [row] = await ctx.database.db.select().from(account).where(eq(account.accountId, 'g-teacher'));
    const cipher = new TokenCipher(ctx.env.google.tokenEncryptionKey);
    const before = await readGoogleTokens(ctx.database.db, { userId: row!.userId, cipher });
    expect(before?.refreshToken).toBeTruthy();
    const issued = oidc.refreshTokensIssued.length;
    await signInWithGoogle(ctx, oidc, 'g-teacher');
    expect(oidc.refreshTokensIssued.length).toBe(issued);
    const after = await readGoogleTokens(ctx.database.db, { userId: row!.userId, cipher });
    expect(after?.refreshToken).toBe(before?.refreshToken);
  });

  it('item 5: a co-teacher of the course reviews a submission through getAddOnContext and sets its waiting grade', async () => {
    oidc.addIdentity('g-co2', {
      sub: 'g-co2',
      email: 'co2@school.example',
      name: 'Co 2',
      emailVerified: true,
    });
    classroom.courses.get('c1')!.teachers.push('g-co2');
    const coTeacher = await signInWithGoogle(ctx, oidc, 'g-co2');
    // The student plays and finishes; the worker has not run yet, the grade waits in the outbox.
    const joined = await join(student, { courseId: 'c1', itemId: 'w1', attachmentId });
    await finish(student, joined.json().data.attemptId);
    const review = (cookie: string, launch: boolean) =>
      ctx.request({
        method: 'GET',
        url: `/api/classroom/rooms/${roomId}/submissions/sub-1${launch ? `?courseId=c1&itemId=w1&itemType=courseWork&attachmentId=${attachmentId}&loginHint=g-co2` : ''}`,
        cookie,
      });
    // Without the iframe's launch only the set's owner may look.
    expect((await review(coTeacher, false)).statusCode).toBe(403);
    const seen = await review(coTeacher, true);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).not.toBeNull();
    expect(classroom.grades.at(-1)).toMatchObject({ submissionId: 'sub-1', attachmentId, by: 'g-co2' });
    const [row] = await ctx.database.db
      .select()
      .from(gradePassbackOutbox)
      .where(eq(gradePassbackOutbox.submissionId, 'sub-1'));
    expect(row!.status).toBe('SENT');
    // A student of the course with the same launch is refused.
    expect((await review(student, true)).statusCode).toBe(409);
    const asStudent = await ctx.request({
      method: 'GET',
      url: `/api/classroom/rooms/${roomId}/submissions/sub-1?courseId=c1&itemId=w1&attachmentId=${attachmentId}`,
      cookie: student,
    });
    expect(asStudent.statusCode).toBe(403);
  });

  it('item 5: a grade the attachment’s teacher cannot send goes with another teacher of the course, and a FAILED one is driven again when a teacher comes', async () => {
    classroom.courses.set('c4', {
      teachers: ['g-teacher', 'g-co4'],
      students: { 'g-s4': 'sub-41' },
      items: { w4: { type: 'courseWork' } },
    });
    for (const sub of ['g-co4', 'g-s4'])
      oidc.addIdentity(sub, { sub, email: `${sub}@school.example`, name: sub, emailVerified: true });
    const room = await openRoomOf(ctx, teacher);
    const id = await stack.attach(teacher, { courseId: 'c4', itemId: 'w4', roomId: room, maxPoints: 10 });
    const s4 = await signInWithGoogle(ctx, oidc, 'g-s4', { role: 'STUDENT' });
    const joined = await join(s4, { courseId: 'c4', itemId: 'w4', attachmentId: id }, room);
    await finish(s4, joined.json().data.attemptId);
    // The attachment's teacher leaves the course: Google refuses their patch, no other teacher is known.
    classroom.courses.get('c4')!.teachers = ['g-co4'];
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toMatchObject({ sent: 0, failed: 1 });
    const rowOf = async () => (await stack.outboxOf('sub-41'))[0]!;
    expect((await rowOf()).status).toBe('FAILED');
    // The co-teacher opens an add-on page: confirmed as a teacher, and the FAILED grade is due again.
    const co4 = await signInWithGoogle(ctx, oidc, 'g-co4');
    const context = await ctx.request({
      method: 'GET',
      url: `/api/classroom/courses/c4/courseWork/w4/addOnContext?attachmentId=${id}`,
      cookie: co4,
    });
    expect(context.json().data.role).toBe('TEACHER');
    expect((await rowOf()).status).toBe('PENDING');
    expect(await sendDueGradePassbacks(ctx.database.db, options())).toMatchObject({ sent: 1 });
    expect(classroom.grades.at(-1)).toMatchObject({ courseId: 'c4', submissionId: 'sub-41', by: 'g-co4' });
  });
});
