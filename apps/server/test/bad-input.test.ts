import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { multipleChoice, ox, US_CATEGORY, validPayload, withOptions } from './helpers/payloads';

/**
 * Issue 2 "Bad input": every hostile or broken request gets the matching 4xx with a message, the
 * database is unchanged, and the server keeps serving.
 */
describe.each(BACKENDS)('bad input on %s', (backend) => {
  let ctx: TestContext;
  let free: string;
  let pro: string;
  let existingId: string;
  let existingUpdatedAt: string;
  let before: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    free = await ctx.signIn('free@demo.example');
    pro = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: validPayload(),
    });
    existingId = created.json().data.id;
    existingUpdatedAt = created.json().data.createdAt;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    before = await snapshotDatabase(ctx.database);
  });

  /** Posts `payload` as a create and asserts status, code, message and an untouched database. */
  async function expectRefused(
    options: {
      payload?: unknown;
      body?: string;
      cookie?: string | null;
      method?: 'POST' | 'PUT';
      url?: string;
      lang?: string;
    },
    expected: { status: number; code: string; message: string; detailPath?: string },
  ) {
    const response = await ctx.request({
      method: options.method ?? 'POST',
      url: options.url ?? '/api/quizsets',
      cookie: options.cookie === null ? undefined : (options.cookie ?? free),
      headers: {
        'content-type': 'application/json',
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      payload: options.body ?? JSON.stringify(options.payload),
    });
    expect(response.statusCode, response.body).toBe(expected.status);
    const { error } = response.json();
    expect(error.code).toBe(expected.code);
    expect(error.message).toBe(expected.message);
    if (expected.detailPath)
      expect(error.details.map((d: { path: string }) => d.path)).toContain(expected.detailPath);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    // The server keeps serving.
    expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    return error;
  }

  it('malformed JSON → 400', async () => {
    await expectRefused(
      { body: '{"title": "abc", ' },
      { status: 400, code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' },
    );
    await expectRefused(
      { body: '{"title": ', lang: 'ko' },
      { status: 400, code: 'VALIDATION_FAILED', message: '요청 본문이 올바른 JSON이 아니에요' },
    );
  });

  it('wrong types → 400 with details', async () => {
    const error = await expectRefused(
      {
        payload: {
          ...withOptions({}),
          title: 42,
          quizsetOptions: { ...validPayload().quizsetOptions, isPublic: 'yes' },
        },
      },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid', detailPath: 'title' },
    );
    expect(error.details.map((d: { path: string }) => d.path)).toContain('quizsetOptions.isPublic');
    await expectRefused(
      { payload: { ...validPayload(), quizList: [{ ...ox(), type: 'MULTIPLE_CHOICE' }] } },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid' },
    );
    await expectRefused(
      { payload: [1, 2, 3] },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid' },
    );
  });

  const choice = (text: string, imageUrl: string | null = null) => ({
    text,
    richText: `<p>${text}</p>`,
    imageUrl,
  });
  const longQuestion = 'q'.repeat(201);
  const category = (
    categoryTreeId: string | null,
    schoolSemester: '1' | '2' | 'COMMON' | null,
    publisher: string | null = null,
  ) => ({
    categoryTreeData: { categoryTreeId, schoolSemester, publisher },
  });

  /** Payloads the domain or server validation refuses with 400 VALIDATION_FAILED and the spec message. */
  const invalidPayloads: {
    name: string;
    payload: unknown;
    lang?: string;
    message: string;
    detailPath?: string;
  }[] = [
    {
      name: 'a title of 61 characters',
      payload: validPayload({ title: '가'.repeat(61) }),
      message: 'Title must be at most 60 characters',
      detailPath: 'title',
    },
    {
      name: 'a title of 61 characters (ko)',
      payload: validPayload({ title: '가'.repeat(61) }),
      lang: 'ko',
      message: '제목은 60자 이하여야 해요',
      detailPath: 'title',
    },
    {
      name: 'a title under 2 characters',
      payload: validPayload({ title: 'a' }),
      message: 'Title must be at least 2 characters',
      detailPath: 'title',
    },
    {
      name: 'no subject and no school info',
      payload: validPayload(category(null, null)),
      message: 'School type is required',
      detailPath: 'categoryTreeData.categoryTreeId',
    },
    {
      name: 'a grade without a subject',
      payload: validPayload(category('10105', '1')),
      message: 'Subject is required',
      detailPath: 'categoryTreeData.categoryTreeId',
    },
    {
      name: 'a KR subject without a semester',
      payload: validPayload(category('1010504', null)),
      message: 'Semester is required',
      detailPath: 'categoryTreeData.schoolSemester',
    },
    {
      name: 'a US subject for a KR teacher',
      payload: validPayload({ categoryTreeData: { ...US_CATEGORY } }),
      message: 'School type is required',
      detailPath: 'categoryTreeData.categoryTreeId',
    },
    {
      name: 'a question over 200 characters',
      payload: validPayload({
        quizList: [ox({ data: { question: longQuestion, questionRichText: `<p>${longQuestion}</p>` } })],
      }),
      message: 'Question must be at most 200 characters',
      detailPath: 'quizList.0.oxData.question',
    },
    {
      name: 'a hint over 300 characters',
      payload: validPayload({ quizList: [ox({ hint: { type: 'text', value: 'h'.repeat(301) } })] }),
      message: 'Hint must be at most 300 characters',
      detailPath: 'quizList.0.hint.value',
    },
    {
      name: 'a hint without a value',
      payload: validPayload({ quizList: [ox({ hint: { type: 'youtube' } })] }),
      message: 'Hint is required',
      detailPath: 'quizList.0.hint.value',
    },
    {
      name: 'an invalid YouTube hint',
      payload: validPayload({
        quizList: [ox({ hint: { type: 'youtube', value: 'https://example.com/v' } })],
      }),
      message: 'Youtube link is invalid',
      detailPath: 'quizList.0.hint.value',
    },
    {
      name: 'a custom publisher over 15 characters',
      payload: validPayload(category('1010504', '1', '가'.repeat(16))),
      message: 'Custom publisher is required',
      detailPath: 'categoryTreeData.publisher',
    },
    {
      name: '0 questions',
      payload: validPayload({ quizList: [] }),
      message: 'At least one quiz is required',
      detailPath: 'quizList',
    },
    {
      name: '21 questions',
      payload: validPayload({
        quizList: Array.from({ length: 21 }, (_, i) => ox({ id: `ox${String(i).padStart(6, '0')}` })),
      }),
      message: 'You can add up to 20 questions',
      detailPath: 'quizList',
    },
    {
      name: 'multiple choice with 1 choice',
      payload: validPayload({
        quizList: [multipleChoice({ data: { choiceListV2: [choice('a')], answerList: ['0'] } })],
      }),
      message: 'A multiple choice question needs 2 to 5 choices',
      detailPath: 'quizList.0.multipleData.choiceListV2',
    },
    {
      name: 'multiple choice with 6 choices',
      payload: validPayload({
        quizList: [
          multipleChoice({
            data: { choiceListV2: ['a', 'b', 'c', 'd', 'e', 'f'].map((t) => choice(t)), answerList: ['0'] },
          }),
        ],
      }),
      message: 'A multiple choice question needs 2 to 5 choices',
      detailPath: 'quizList.0.multipleData.choiceListV2',
    },
    {
      name: 'a blank choice that has an image',
      payload: validPayload({
        quizList: [
          multipleChoice({
            data: {
              choiceListV2: [choice('a'), { text: '  ', richText: '', imageUrl: '/uploads/x.webp' }],
              answerList: ['0'],
            },
          }),
        ],
      }),
      message: 'Blank choice text is not allowed',
      detailPath: 'quizList.0.multipleData.choiceListV2.1.text',
    },
    {
      // Rich text of only spaces has no text at all once sanitized.
      name: 'a choice with an image and rich text of spaces',
      payload: validPayload({
        quizList: [
          multipleChoice({
            data: { choiceListV2: [choice('a'), choice(' ', '/uploads/x.webp')], answerList: ['0'] },
          }),
        ],
      }),
      message: 'Choice text is required',
      detailPath: 'quizList.0.multipleData.choiceListV2.1.text',
    },
    {
      name: 'an empty choice',
      payload: validPayload({
        quizList: [
          multipleChoice({
            data: {
              choiceListV2: [choice('a'), { text: '', richText: '', imageUrl: null }],
              answerList: ['0'],
            },
          }),
        ],
      }),
      message: 'Choice text is required',
      detailPath: 'quizList.0.multipleData.choiceListV2.1.text',
    },
    {
      name: 'multiple choice with no answer',
      payload: validPayload({ quizList: [multipleChoice({ data: { answerList: [] } })] }),
      message: 'At least one answer is required',
      detailPath: 'quizList.0.multipleData.answerList',
    },
    {
      name: 'multiple choice with an answer past the choices',
      payload: validPayload({ quizList: [multipleChoice({ data: { answerList: ['7'] } })] }),
      message: 'An answer must point to an existing choice, once',
    },
    {
      name: 'an empty OX answer',
      payload: validPayload({ quizList: [ox({ data: { answer: '' } })] }),
      message: 'OX Answer is required',
      detailPath: 'quizList.0.oxData.answer',
    },
    {
      // The script is not text, so the question is empty.
      name: 'rich text that is only a script',
      payload: validPayload({
        quizList: [ox({ data: { question: 'x', questionRichText: '<script>alert(1)</script>' } })],
      }),
      message: 'Question is required',
      detailPath: 'quizList.0.oxData.question',
    },
    {
      name: 'a javascript: image URL',
      payload: validPayload({ quizList: [ox({ imageUrl: 'javascript:alert(1)' })] }),
      message: 'Images must be files uploaded to Quizset',
      detailPath: 'quizList.0.imageUrl',
    },
    {
      name: 'an unknown templateId',
      payload: validPayload({ templateId: 'no-such-map' }),
      message: 'Unknown map template',
      detailPath: 'templateId',
    },
    {
      name: 'four translation languages',
      payload: validPayload({ aiTranslationLanguages: ['en', 'ja', 'vi', 'th'] }),
      message: 'Choose at most 3 languages for AI translation',
      detailPath: 'aiTranslationLanguages',
    },
    {
      name: 'a material this server did not issue',
      payload: validPayload({
        materials: [
          { type: 'FILE', url: 'https://evil.example/a.pdf', allowReopenDuringPlay: true, fileSize: 1 },
        ],
      }),
      message: 'A learning material must be a PDF file uploaded here',
      detailPath: 'materials.0.url',
    },
    {
      name: 'the next quiz set switched on without one',
      payload: validPayload({ isNextQuizsetAvailable: true, nextQuizsetId: null }),
      message: 'Choose the next quiz set',
      detailPath: 'nextQuizsetId',
    },
  ];

  it.each(invalidPayloads)('$name → 400 with the spec message', async ({
    payload,
    lang,
    message,
    detailPath,
  }) => {
    await expectRefused({ payload, lang }, { status: 400, code: 'VALIDATION_FAILED', message, detailPath });
  });

  it('a map template above the caller plan → 403 PLAN_REQUIRED', async () => {
    const error = await expectRefused(
      { payload: validPayload({ templateId: 'classic-space' }) },
      { status: 403, code: 'PLAN_REQUIRED', message: 'This needs the PRO plan or higher' },
    );
    expect(error).toMatchObject({ requiredPlan: 'PRO', feature: 'MAP_TEMPLATE' });
  });

  it.each([
    ['isPublic false', withOptions({ isPublic: false }), 'PRIVATE_QUIZ', 'BASIC'],
    ['an AI tutor', validPayload({ aiTutorId: 'tutor-owl' }), 'AI_TUTOR', 'PRO'],
    ['AI translation', validPayload({ aiTranslationLanguages: ['en'] }), 'AI_QUIZSET_TRANSLATION', 'PRO'],
    [
      'the next quiz set',
      validPayload({ isNextQuizsetAvailable: true, nextQuizsetId: 'x' }),
      'CONTINUE_NEXT_QUIZSET',
      'PRO',
    ],
  ] as const)('%s on FREE → 403 PLAN_REQUIRED with feature and requiredPlan (spec §6)', async (_name, payload, feature, plan) => {
    const error = await expectRefused(
      { payload },
      { status: 403, code: 'PLAN_REQUIRED', message: `This needs the ${plan} plan or higher` },
    );
    expect(error).toMatchObject({ requiredPlan: plan, feature });
  });

  it('a next quiz set the caller cannot read, or the set itself → 400', async () => {
    const privateSet = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: withOptions({ isPublic: false }),
    });
    const privateId = privateSet.json().data.id;
    before = await snapshotDatabase(ctx.database);
    const admin = await ctx.signIn('admin@demo.example');
    await expectRefused(
      {
        cookie: admin,
        payload: validPayload({ isNextQuizsetAvailable: true, nextQuizsetId: 'no-such-set' }),
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The next quiz set must be another quiz set you can open',
      },
    );
    await expectRefused(
      {
        cookie: pro,
        method: 'PUT',
        url: `/api/quizsets/${privateId}`,
        payload: validPayload({
          isNextQuizsetAvailable: true,
          nextQuizsetId: privateId,
          updatedAt: privateSet.json().data.createdAt,
        }),
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The next quiz set must be another quiz set you can open',
        detailPath: 'nextQuizsetId',
      },
    );
    // Another teacher cannot point at it even with the id.
    const otherPro = await ctx.signIn('pro.us@demo.example');
    await expectRefused(
      {
        cookie: otherPro,
        payload: validPayload({
          categoryTreeData: { categoryTreeId: '2010403', schoolSemester: null, publisher: null },
          isNextQuizsetAvailable: true,
          nextQuizsetId: privateId,
        }),
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The next quiz set must be another quiz set you can open',
      },
    );
  });

  it('an AI tutor outside KR → 400; an unknown tutor → 400', async () => {
    const us = await ctx.signIn('pro.us@demo.example');
    await expectRefused(
      { cookie: us, payload: validPayload({ categoryTreeData: { ...US_CATEGORY }, aiTutorId: 'tutor-owl' }) },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The AI tutor is available only in Korea',
        detailPath: 'aiTutorId',
      },
    );
    await expectRefused(
      { cookie: pro, payload: validPayload({ aiTutorId: 'tutor-nobody' }) },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Unknown AI tutor', detailPath: 'aiTutorId' },
    );
  });

  it('a BASIC map for a non-KR user → 400, even on PRO (spec §6)', async () => {
    const us = await ctx.signIn('pro.us@demo.example');
    await expectRefused(
      {
        cookie: us,
        payload: validPayload({ templateId: 'race-snow', categoryTreeData: { ...US_CATEGORY } }),
      },
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'This map is not available in your country',
        detailPath: 'templateId',
      },
    );
  });

  it('a user without a user type → 403 INVALID_USER_MEMBERTYPE (spec §8)', async () => {
    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'No Type', email: `notype-${backend}@example.com`, password: 'long-enough-1' },
    });
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    before = await snapshotDatabase(ctx.database);
    await expectRefused(
      { cookie, payload: validPayload() },
      {
        status: 403,
        code: 'INVALID_USER_MEMBERTYPE',
        message: 'Choose whether you are a teacher or a student first',
      },
    );
  });

  it("another user's quiz set → 403 on update and delete", async () => {
    await expectRefused(
      {
        method: 'PUT',
        url: `/api/quizsets/${existingId}`,
        payload: validPayload({ title: 'mine now', updatedAt: existingUpdatedAt }),
      },
      { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' },
    );
    const del = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${existingId}`, cookie: free });
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('FORBIDDEN');
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });

  it('an unknown quiz set id → 404', async () => {
    await expectRefused(
      {
        method: 'PUT',
        url: '/api/quizsets/does-not-exist',
        payload: validPayload({ updatedAt: existingUpdatedAt }),
      },
      { status: 404, code: 'NOT_FOUND', message: 'Quiz set not found' },
    );
  });

  it('a missing session → 401', async () => {
    await expectRefused(
      { cookie: null, payload: validPayload() },
      { status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue' },
    );
    await expectRefused(
      { cookie: 'better-auth.session_token=forged.value', payload: validPayload() },
      { status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue' },
    );
    await expectRefused(
      {
        cookie: null,
        method: 'PUT',
        url: `/api/quizsets/${existingId}`,
        payload: validPayload({ updatedAt: existingUpdatedAt }),
      },
      { status: 401, code: 'UNAUTHENTICATED', message: 'Sign in to continue' },
    );
    const del = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${existingId}` });
    expect(del.statusCode).toBe(401);
  });

  it('a body over the size limit → 413', async () => {
    await expectRefused(
      { payload: validPayload({ title: 'x'.repeat(6 * 1024 * 1024) }) },
      { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
    );
  });

  it('a cross-site create → 403 and nothing stored', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      headers: { origin: 'https://evil.example' },
      payload: validPayload(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });
});
