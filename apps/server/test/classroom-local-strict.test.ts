import { classroom as classroomClient } from '@googleapis/classroom';
import { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SCOPE, TEACHER_SCOPE } from './helpers/classroom-contract';
import { GOOGLE_TEST_CLIENT, type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { type LocalClassroom, startLocalClassroom } from './helpers/local-classroom';

/**
 * Issue 18 item 9: the local Classroom refuses what Google refuses, with Google's error JSON, when
 * called through the official client (`@googleapis/classroom`); the local OIDC server issues a refresh
 * token only on first consent and honours `prompt`. Every other Classroom test relies on this.
 */
const ORIGIN = 'https://quizset.test';
const REDIRECT = `${ORIGIN}/api/auth/callback/google`;

/** The authorization-code dance by hand: the token answer, or the error the redirect carried. */
async function authorize(
  oidc: LocalGoogleOidc,
  hint: string,
  scopes: string[],
  extra: Record<string, string> = {},
): Promise<{ error?: string; body?: Record<string, unknown> }> {
  const query = new URLSearchParams({
    client_id: GOOGLE_TEST_CLIENT.id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: ['openid', 'email', 'profile', ...scopes].join(' '),
    login_hint: hint,
    state: 's',
    ...extra,
  });
  const redirect = await fetch(`${oidc.url}/authorize?${query}`, { redirect: 'manual' });
  const location = new URL(redirect.headers.get('location') ?? '');
  const error = location.searchParams.get('error');
  if (error) return { error };
  const token = await fetch(`${oidc.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: location.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
      client_id: GOOGLE_TEST_CLIENT.id,
      client_secret: GOOGLE_TEST_CLIENT.secret,
    }),
  });
  return { body: (await token.json()) as Record<string, unknown> };
}

describe('the local Classroom is as strict as Google (issue 18 item 9)', () => {
  let oidc: LocalGoogleOidc;
  let local: LocalClassroom;
  let teacherToken: string;
  let studentToken: string;
  /** A teacher token granted only the student scope (what a student sign-in asks for). */
  let studentScopedTeacherToken: string;

  const api = (token: string) => {
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: token });
    return classroomClient({ version: 'v1', auth, rootUrl: local.url, retry: false });
  };
  /** The error JSON of a refused call (gaxios keeps Google's body as `response.data`). */
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: { response?: { status: number; data: unknown } }) => e,
    );
    expect(error, 'the call must be refused').not.toBeNull();
    return {
      status: error?.response?.status,
      body: error?.response?.data as { error: Record<string, unknown> },
    };
  };
  const uri = (path: string) => ({ uri: `${ORIGIN}/google-classroom/${path}?entryMapHashId=abcdefghijkl` });
  const validBody = {
    title: 'Quiz',
    teacherViewUri: uri('teacher-view'),
    studentViewUri: uri('play-bridge'),
    studentWorkReviewUri: uri('student-work-review'),
    maxPoints: 10,
  };

  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    for (const sub of ['g-teacher', 'g-student'])
      oidc.addIdentity(sub, { sub, email: `${sub}@school.example`, name: sub, emailVerified: true });
    local = await startLocalClassroom({
      tokenInfo: oidc.tokenInfo,
      allowedUriPrefixes: [`${ORIGIN}/google-classroom/`],
    });
    local.courses.set('c1', {
      teachers: ['g-teacher'],
      students: { 'g-student': 'sub-1' },
      items: {
        w1: { type: 'courseWork' },
        m1: { type: 'courseWorkMaterials' },
        a1: { type: 'announcements' },
      },
    });
    teacherToken = (await authorize(oidc, 'g-teacher', [TEACHER_SCOPE])).body?.access_token as string;
    studentToken = (await authorize(oidc, 'g-student', [STUDENT_SCOPE])).body?.access_token as string;
    studentScopedTeacherToken = (await authorize(oidc, 'g-teacher', [STUDENT_SCOPE])).body
      ?.access_token as string;
  });
  afterAll(async () => {
    await local.stop();
    await oidc.stop();
  });

  const create = (
    token: string,
    requestBody: object,
    params: { itemId?: string; addOnToken?: string } = {},
  ) => {
    const itemId = params.itemId ?? 'w1';
    const addOnToken = params.addOnToken ?? local.issueAddOnToken('c1', itemId);
    const resource =
      itemId === 'm1'
        ? api(token).courses.courseWorkMaterials
        : itemId === 'a1'
          ? api(token).courses.announcements
          : api(token).courses.courseWork;
    return resource.addOnAttachments.create({ courseId: 'c1', itemId, addOnToken, requestBody });
  };

  it('creates a valid attachment and answers it with its ids', async () => {
    const created = await create(teacherToken, validBody);
    expect(created.data).toMatchObject({ courseId: 'c1', itemId: 'w1', ...validBody });
    expect(created.data.id).toBeTruthy();
  });

  it('refuses bad create bodies with INVALID_ARGUMENT and field violations', async () => {
    const cases: [string, object, string][] = [
      ['empty body', {}, 'title'],
      [
        'foreign origin',
        { ...validBody, studentViewUri: { uri: 'https://evil.example/google-classroom/x' } },
        'studentViewUri.uri',
      ],
      [
        'outside the prefixes',
        { ...validBody, teacherViewUri: { uri: `${ORIGIN}/api/quizsets` } },
        'teacherViewUri.uri',
      ],
      ['fractional maxPoints', { ...validBody, maxPoints: 2.5 }, 'maxPoints'],
      ['negative maxPoints', { ...validBody, maxPoints: -1 }, 'maxPoints'],
      ['maxPoints without a review URI', { ...validBody, studentWorkReviewUri: undefined }, 'maxPoints'],
      ['an unknown field', { ...validBody, points: 3 }, ''],
      ['a title too long', { ...validBody, title: 'x'.repeat(1001) }, 'title'],
    ];
    for (const [name, body, field] of cases) {
      const { status, body: answer } = await refusal(create(teacherToken, body));
      expect(status, name).toBe(400);
      expect(answer.error, name).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      expect(typeof answer.error.message).toBe('string');
      const details = answer.error.details as { fieldViolations: { field: string }[] }[];
      if (field)
        expect(
          details[0]!.fieldViolations.map((v) => v.field),
          name,
        ).toContain(field);
    }
    expect(local.attachments).toHaveLength(1);
  });

  it('refuses grade fields on a material or an announcement, and takes them ungraded', async () => {
    for (const itemId of ['m1', 'a1']) {
      const graded = await refusal(create(teacherToken, validBody, { itemId }));
      expect(graded.status).toBe(400);
      const ungraded = await create(
        teacherToken,
        {
          title: 'Quiz',
          teacherViewUri: validBody.teacherViewUri,
          studentViewUri: validBody.studentViewUri,
        },
        { itemId },
      );
      expect(ungraded.data.itemId).toBe(itemId);
    }
    // A material's path is not a courseWork's: the item is not found under another type.
    const wrongType = await refusal(
      api(teacherToken).courses.courseWork.getAddOnContext({ courseId: 'c1', itemId: 'm1', addOnToken: 'x' }),
    );
    expect(wrongType.body.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('refuses an unknown addOnToken, or one issued for another item', async () => {
    for (const addOnToken of ['made-up', local.issueAddOnToken('c1', 'm1')]) {
      const { status, body } = await refusal(create(teacherToken, validBody, { addOnToken }));
      expect(status).toBe(400);
      expect(body.error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it("refuses a token without the method's scope, and a student creating", async () => {
    const scoped = await refusal(create(studentScopedTeacherToken, validBody));
    expect(scoped.status).toBe(403);
    expect(scoped.body.error).toMatchObject({
      code: 403,
      status: 'PERMISSION_DENIED',
      message: 'Request had insufficient authentication scopes.',
      details: [expect.objectContaining({ reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT' })],
    });
    const student = await refusal(create(studentToken, validBody));
    expect(student.status).toBe(403);
    // The student scope is enough for the student's own context.
    const context = await api(studentToken).courses.courseWork.getAddOnContext({
      courseId: 'c1',
      itemId: 'w1',
      attachmentId: local.attachments[0]!.id,
    });
    expect(context.data.studentContext).toEqual({ submissionId: 'sub-1' });
    const unauthenticated = await refusal(create('never-issued', validBody));
    expect(unauthenticated.body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
  });

  it('refuses bad grade patches: unknown attachment, update mask, negative points, no maxPoints, student scope', async () => {
    const graded = local.attachments[0]!.id;
    const ungraded = (
      await create(teacherToken, {
        title: 'Practice',
        teacherViewUri: uri('teacher-view'),
        studentViewUri: uri('play-bridge'),
      })
    ).data.id as string;
    const patch = (token: string, attachmentId: string, updateMask: string, pointsEarned: number) =>
      api(token).courses.courseWork.addOnAttachments.studentSubmissions.patch({
        courseId: 'c1',
        itemId: 'w1',
        attachmentId,
        submissionId: 'sub-1',
        updateMask,
        requestBody: { pointsEarned },
      });
    const cases: [string, Promise<unknown>, number][] = [
      ['never created', patch(teacherToken, 'no-such-attachment', 'pointsEarned', 5), 404],
      ['bogus mask', patch(teacherToken, graded, 'bogusField', 5), 400],
      ['empty mask', patch(teacherToken, graded, '', 5), 400],
      ['negative', patch(teacherToken, graded, 'pointsEarned', -5), 400],
      ['no maxPoints', patch(teacherToken, ungraded, 'pointsEarned', 5), 400],
      ['student scope', patch(studentScopedTeacherToken, graded, 'pointsEarned', 5), 403],
      ['a student', patch(studentToken, graded, 'pointsEarned', 5), 403],
    ];
    for (const [name, call, status] of cases) {
      const answer = await refusal(call);
      expect(answer.status, name).toBe(status);
      expect(answer.body.error.code, name).toBe(status);
    }
    expect(local.grades).toHaveLength(0);
    await patch(teacherToken, graded, 'pointsEarned', 7);
    expect(local.grades.map((g) => g.body)).toEqual([{ pointsEarned: 7 }]);
  });

  it('copies an attachment with its copy history, readable by the new course', async () => {
    local.courses.set('c2', { teachers: ['g-teacher'], students: {}, items: { w9: { type: 'courseWork' } } });
    const original = local.attachments[0]!;
    const copyId = local.copyAttachment(
      { courseId: 'c1', itemId: 'w1', attachmentId: original.id },
      { courseId: 'c2', itemId: 'w9' },
    );
    const read = await api(teacherToken).courses.courseWork.addOnAttachments.get({
      courseId: 'c2',
      itemId: 'w9',
      attachmentId: copyId,
    });
    expect(read.data.copyHistory).toEqual([
      { courseId: 'c1', itemId: 'w1', attachmentId: original.id, postId: 'w1' },
    ]);
    expect(read.data.studentViewUri).toEqual(validBody.studentViewUri);
  });
});

describe('the local OIDC server hands out refresh tokens as Google does (issue 18 item 9)', () => {
  let oidc: LocalGoogleOidc;
  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    oidc.addIdentity('g-a', { sub: 'g-a', email: 'a@school.example', name: 'A', emailVerified: true });
  });
  afterAll(() => oidc.stop());

  it('only on the first offline consent, again with prompt=consent, and for newly asked scopes', async () => {
    const offline = { access_type: 'offline' };
    expect((await authorize(oidc, 'g-a', [STUDENT_SCOPE])).body?.refresh_token).toBeUndefined();
    expect((await authorize(oidc, 'g-a', [STUDENT_SCOPE], offline)).body?.refresh_token).toBeUndefined();
    const newScope = await authorize(oidc, 'g-a', [TEACHER_SCOPE], offline);
    expect(typeof newScope.body?.refresh_token).toBe('string');
    expect((await authorize(oidc, 'g-a', [TEACHER_SCOPE], offline)).body?.refresh_token).toBeUndefined();
    const consent = await authorize(oidc, 'g-a', [TEACHER_SCOPE], { ...offline, prompt: 'consent' });
    expect(typeof consent.body?.refresh_token).toBe('string');
    expect(oidc.refreshTokensIssued).toHaveLength(2);
  });

  it('answers prompt=none with an error when it would have to ask', async () => {
    expect(await authorize(oidc, 'g-unknown', [STUDENT_SCOPE], { prompt: 'none' })).toEqual({
      error: 'login_required',
    });
    const scope = 'https://www.googleapis.com/auth/classroom.courses.readonly';
    expect(await authorize(oidc, 'g-a', [scope], { prompt: 'none' })).toEqual({ error: 'consent_required' });
    const silent = await authorize(oidc, 'g-a', [TEACHER_SCOPE], { prompt: 'none' });
    expect(oidc.tokenInfo(silent.body?.access_token as string)).toEqual({
      sub: 'g-a',
      scopes: expect.arrayContaining([TEACHER_SCOPE]),
    });
  });
});
