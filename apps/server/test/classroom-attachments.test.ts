import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, classroomAttachments } from '../src/db/schema';
import { attachmentBodyFor, openRoomOf } from './helpers/classroom-room';
import { BACKENDS, createTestContext, ORIGIN, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

const URL_PATH = '/api/classroom/courses/c1/courseWork/w1/addOnAttachments';
const bodyFor = (roomId: string) => attachmentBodyFor(roomId);

/** api.md "Classroom add-on", spec §6 (teacher only), §7 (addOnAttachments.create), §8 (errors). */
describe.each(BACKENDS)('POST addOnAttachments (issue 11) on %s', (backend) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  let classroom: LocalClassroom;
  const revoked = new Set<string>();
  let teacher: string;
  let otherTeacher: string;
  let student: string;
  let BODY: ReturnType<typeof bodyFor>;
  let otherRoom: string;
  let addOnToken: string;

  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    classroom = await startLocalClassroom({
      tokenInfo: (token) => {
        const info = oidc.tokenInfo(token);
        return info && !revoked.has(info.sub) ? info : null;
      },
      allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
    });
    classroom.courses.set('c1', {
      teachers: ['g-teacher'],
      students: { 'g-student': 'sub-1' },
      items: { w1: { type: 'courseWork' } },
    });
    addOnToken = classroom.issueAddOnToken('c1', 'w1');
    ctx = await createTestContext(backend, { ...oidc.env, CLASSROOM_ROOT_URL: classroom.url });
    oidc.addIdentity('g-teacher', {
      sub: 'g-teacher',
      email: 'pro@demo.example',
      name: 'T',
      emailVerified: true,
    });
    oidc.addIdentity('g-other', {
      sub: 'g-other',
      email: 'basic@demo.example',
      name: 'O',
      emailVerified: true,
    });
    oidc.addIdentity('g-student', {
      sub: 'g-student',
      email: 'student@demo.example',
      name: 'S',
      emailVerified: true,
    });
    teacher = await signInWithGoogle(ctx, oidc, 'g-teacher');
    otherTeacher = await signInWithGoogle(ctx, oidc, 'g-other');
    student = await signInWithGoogle(ctx, oidc, 'g-student', { role: 'STUDENT' });
    BODY = bodyFor(await openRoomOf(ctx, teacher));
    otherRoom = await openRoomOf(ctx, otherTeacher);
  });
  afterAll(async () => {
    await ctx.close();
    await classroom.stop();
    await oidc.stop();
  });

  const post = (cookie: string | undefined, options: { token?: string | null; body?: unknown } = {}) =>
    ctx.request({
      method: 'POST',
      url: options.token === null ? URL_PATH : `${URL_PATH}?addOnToken=${options.token ?? addOnToken}`,
      payload: (options.body ?? BODY) as Record<string, unknown>,
      cookie,
    });

  it("creates the attachment with the teacher's token and records its teacher", async () => {
    const response = await post(teacher);
    expect(response.statusCode).toBe(200);
    const sent = classroom.attachments.at(-1)!;
    expect(sent).toMatchObject({ courseId: 'c1', itemId: 'w1', addOnToken });
    expect(sent.body).toEqual(BODY);
    const data = response.json().data;
    expect(data).toMatchObject({ id: sent.id, courseId: 'c1', itemId: 'w1', ...BODY });
    const rows = await ctx.database.db
      .select()
      .from(classroomAttachments)
      .where(eq(classroomAttachments.id, sent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.maxPoints).toBe(50);
    const [teacherAccount] = await ctx.database.db
      .select()
      .from(account)
      .where(eq(account.accountId, 'g-teacher'));
    expect(rows[0]!.teacherUserId).toBe(teacherAccount!.userId);
    // The role check came first.
    expect(classroom.calls.slice(-2)).toEqual([
      'GET /v1/courses/c1/courseWork/w1/addOnContext',
      'POST /v1/courses/c1/courseWork/w1/addOnAttachments',
    ]);
  });

  it('refuses bad input before calling Google, with the domain messages', async () => {
    const before = classroom.calls.length;
    const cases = [
      { body: { ...BODY, title: '  ' }, message: 'Assignment title is required' },
      { body: { ...BODY, maxPoints: 0 }, message: 'Max points must be a whole number from 1 to 1000' },
      { body: { ...BODY, maxPoints: 1.5 }, message: 'Max points must be a whole number from 1 to 1000' },
      {
        body: { ...BODY, studentViewUri: { uri: 'https://evil.example/x' } },
        message: 'Attachment links must point at this site',
      },
      {
        body: { ...BODY, studentViewUri: { uri: `${ORIGIN}/api/quizsets` } },
        message: 'Attachment links must point at this site',
      },
      // The room must be the caller's (issue 11 × issue 10): another teacher's, an unknown one, mixed or none.
      { body: bodyFor(otherRoom), message: 'Attachment links must name one of your quiz rooms' },
      { body: bodyFor('nosuchroom12'), message: 'Attachment links must name one of your quiz rooms' },
      { body: bodyFor('a%00b'), message: 'Attachment links must name one of your quiz rooms' },
      {
        body: { ...BODY, teacherViewUri: bodyFor(otherRoom).teacherViewUri },
        message: 'Attachment links must name one of your quiz rooms',
      },
      {
        body: { ...BODY, studentViewUri: { uri: `${ORIGIN}/google-classroom/play-bridge` } },
        message: 'Attachment links must name one of your quiz rooms',
      },
    ];
    for (const { body, message } of cases) {
      const response = await post(teacher, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const nul = await post(teacher, { body: { ...BODY, title: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    const huge = await post(teacher, { body: { ...BODY, title: 'x'.repeat(100_000) } });
    expect(huge.statusCode).toBe(400);
    expect(classroom.calls.length).toBe(before);
  });

  it('a missing addOnToken is invalid access (spec §8), without calling Google', async () => {
    const before = classroom.calls.length;
    const response = await post(teacher, { token: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
    expect(classroom.calls.length).toBe(before);
  });

  it('only teacher accounts (spec §6); a signed-out caller is 401', async () => {
    const asStudent = await post(student);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().error.code).toBe('CLASSROOM_NOT_TEACHER');
    const signedOut = await post(undefined);
    expect(signedOut.statusCode).toBe(401);
  });

  it("a teacher account that is not the course's teacher gets CLASSROOM_NOT_TEACHER", async () => {
    const before = classroom.attachments.length;
    const response = await post(otherTeacher, { body: bodyFor(otherRoom) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'CLASSROOM_NOT_TEACHER',
      message: 'Check that the logged-in account is a Google Classroom teacher account',
    });
    expect(classroom.attachments.length).toBe(before);
  });

  it('an account without Google sign-in is invalid access', async () => {
    const cookie = await ctx.signIn('free@demo.example');
    const response = await post(cookie, { body: bodyFor(await openRoomOf(ctx, cookie)) });
    expect(response.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
  });

  it('an unknown course is invalid access', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/classroom/courses/nope/courseWork/w1/addOnAttachments?addOnToken=t',
      payload: BODY,
      cookie: teacher,
    });
    expect(response.json().error.code).toBe('CLASSROOM_INVALID_ACCESS');
  });

  it('Google refusing the token is CLASSROOM_AUTH_ERROR (sign out, spec §8)', async () => {
    revoked.add('g-teacher');
    try {
      const response = await post(teacher);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('CLASSROOM_AUTH_ERROR');
    } finally {
      revoked.delete('g-teacher');
    }
  });

  it('an expired token that cannot be refreshed is GOOGLE_AUTH_EXPIRED', async () => {
    const [row] = await ctx.database.db.select().from(account).where(eq(account.accountId, 'g-teacher'));
    await ctx.database.db
      .update(account)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(account.id, row!.id));
    oidc.failNextRefresh();
    const response = await post(teacher);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('GOOGLE_AUTH_EXPIRED');
    // The next call refreshes fine again.
    const again = await post(teacher);
    expect(again.statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('GET addOnContext role check (issue 11) on %s', (backend) => {
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
      students: { 'g-student': 'sub-7' },
      items: { w1: { type: 'courseWork' } },
    });
    ctx = await createTestContext(backend, { ...oidc.env, CLASSROOM_ROOT_URL: classroom.url });
    oidc.addIdentity('g-teacher', {
      sub: 'g-teacher',
      email: 'pro@demo.example',
      name: 'T',
      emailVerified: true,
    });
    oidc.addIdentity('g-student', {
      sub: 'g-student',
      email: 'student@demo.example',
      name: 'S',
      emailVerified: true,
    });
    oidc.addIdentity('g-out', { sub: 'g-out', email: 'basic@demo.example', name: 'O', emailVerified: true });
  });
  afterAll(async () => {
    await ctx.close();
    await classroom.stop();
    await oidc.stop();
  });

  it('answers teacher, student (with the submission) or CLASSROOM_NOT_TEACHER', async () => {
    const url = `/api/classroom/courses/c1/courseWork/w1/addOnContext?addOnToken=${classroom.issueAddOnToken('c1', 'w1')}`;
    const asTeacher = await ctx.request({
      method: 'GET',
      url,
      cookie: await signInWithGoogle(ctx, oidc, 'g-teacher'),
    });
    expect(asTeacher.json().data).toEqual({ role: 'TEACHER', submissionId: null, supportsStudentWork: true });
    const asStudent = await ctx.request({
      method: 'GET',
      url,
      cookie: await signInWithGoogle(ctx, oidc, 'g-student', { role: 'STUDENT' }),
    });
    expect(asStudent.json().data).toEqual({
      role: 'STUDENT',
      submissionId: 'sub-7',
      supportsStudentWork: true,
    });
    const outsider = await ctx.request({
      method: 'GET',
      url,
      cookie: await signInWithGoogle(ctx, oidc, 'g-out'),
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.code).toBe('CLASSROOM_NOT_TEACHER');
    const badType = await ctx.request({
      method: 'GET',
      url: '/api/classroom/courses/c1/quizzes/w1/addOnContext',
      cookie: await ctx.signIn('free@demo.example'),
    });
    expect(badType.statusCode).toBe(400);
  });
});
