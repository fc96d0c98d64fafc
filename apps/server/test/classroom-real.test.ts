import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classroomAttachments,
  classroomAttemptLinks,
  gradePassbackOutbox,
  quizAttempts,
  quizRooms,
} from '../src/db/schema';
import { TokenCipher } from '../src/features/classroom/google-auth/token-cipher';
import { sendDueGradePassbacks } from '../src/features/classroom/grade-passback/send-due-grade-passbacks';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { BACKENDS, createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

/**
 * Issue 18 items 1–3 against the strict local Classroom: copied attachments (Google's "Handle copied
 * content"), `login_hint` naming the signed-in account (add-on requirement 2.2), and materials and
 * announcements on their own endpoints, ungraded.
 */
describe.each(BACKENDS)('Classroom in a real school (issue 18) on %s', (backend) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  let teacher: string;
  let student: string;
  let classmate: string;
  let roomId: string;
  let attachmentId: string;

  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    classroom = await startLocalClassroom({
      tokenInfo: oidc.tokenInfo,
      allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
    });
    classroom.courses.set('c1', {
      teachers: ['g-teacher'],
      students: { 'g-student': 'sub-1' },
      items: {
        w1: { type: 'courseWork' },
        m1: { type: 'courseWorkMaterials' },
        a1: { type: 'announcements' },
      },
    });
    // Next year's class: the course was copied; the same teacher, other students.
    classroom.courses.set('c2', {
      teachers: ['g-teacher'],
      students: { 'g-next': 'sub-21', 'g-classmate': 'sub-22' },
      items: { w2: { type: 'courseWork' } },
    });
    classroom.courses.set('c3', {
      teachers: ['g-teacher'],
      students: { 'g-third': 'sub-31' },
      items: { w3: { type: 'courseWork' } },
    });
    ctx = await createTestContext(backend, {
      ...oidc.env,
      CLASSROOM_ROOT_URL: classroom.url,
      CLASSROOM_PASSBACK_POLL_MS: '0',
    });
    const people = [
      ['g-teacher', 'pro@demo.example'],
      ['g-student', 'student@demo.example'],
      ['g-next', 'next@school.example'],
      ['g-classmate', 'classmate@school.example'],
      ['g-third', 'third@school.example'],
    ] as const;
    for (const [sub, email] of people) oidc.addIdentity(sub, { sub, email, name: sub, emailVerified: true });
    teacher = await signInWithGoogle(ctx, oidc, 'g-teacher');
    student = await signInWithGoogle(ctx, oidc, 'g-student');
    classmate = await signInWithGoogle(ctx, oidc, 'g-classmate');
    roomId = await openRoomOf(ctx, teacher);
    const created = await ctx.request({
      method: 'POST',
      url: `/api/classroom/courses/c1/courseWork/w1/addOnAttachments?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`,
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

  const join = (cookie: string, body: Record<string, unknown>, room = roomId) =>
    ctx.request({ method: 'POST', url: `/api/classroom/rooms/${room}/attempts`, cookie, payload: body });
  const finish = async (cookie: string, attemptId: string) => {
    await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie,
      payload: { quizId: 'mc000001', answer: [1] },
    });
    const finished = await ctx.request({ method: 'POST', url: `/api/attempts/${attemptId}/finish`, cookie });
    expect(finished.statusCode).toBe(200);
  };
  const options = () => ({
    google: ctx.env.google,
    cipher: new TokenCipher(ctx.env.google.tokenEncryptionKey),
  });

  it('item 1: a copied attachment plays in its own room of the same set and settings, graded on its own submission', async () => {
    const copyId = classroom.copyAttachment(
      { courseId: 'c1', itemId: 'w1', attachmentId },
      { courseId: 'c2', itemId: 'w2' },
    );
    const next = await signInWithGoogle(ctx, oidc, 'g-next');
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
    const third = await join(await signInWithGoogle(ctx, oidc, 'g-third'), {
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
});
