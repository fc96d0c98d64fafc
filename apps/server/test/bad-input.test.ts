import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { multipleChoice, ox, validPayload } from './helpers/payloads';

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
      { payload: { ...validPayload(), title: 42, isPublic: 'yes' } },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid', detailPath: 'title' },
    );
    expect(error.details.map((d: { path: string }) => d.path)).toContain('isPublic');
    await expectRefused(
      { payload: { ...validPayload(), quizList: [{ ...ox(), type: 'ESSAY' }] } },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid' },
    );
    await expectRefused(
      { payload: [1, 2, 3] },
      { status: 400, code: 'VALIDATION_FAILED', message: 'Some input is invalid' },
    );
  });

  const choice = (text: string) => ({ text, richText: `<p>${text}</p>`, imageUrl: null });
  const longQuestion = 'q'.repeat(201);

  /** Payloads the domain or server validation refuses with 400 VALIDATION_FAILED and the spec message. */
  const invalidPayloads: {
    name: string;
    payload: unknown;
    lang?: string;
    message: string;
    detailPath?: string;
  }[] = [
    {
      name: 'a title over 50 characters',
      payload: validPayload({ title: '가'.repeat(51) }),
      message: 'Title can be at most 50 characters',
      detailPath: 'title',
    },
    {
      name: 'a title over 50 characters (ko)',
      payload: validPayload({ title: '가'.repeat(51) }),
      lang: 'ko',
      message: '제목은 50자 이하로 입력해주세요',
      detailPath: 'title',
    },
    {
      name: 'a title under 2 characters',
      payload: validPayload({ title: 'a' }),
      message: 'Title must be at least 2 characters',
      detailPath: 'title',
    },
    {
      name: 'a question over 200 characters',
      payload: validPayload({
        quizList: [ox({ question: longQuestion, questionRichText: `<p>${longQuestion}</p>` })],
      }),
      message: 'Question can be at most 200 characters',
      detailPath: 'quizList.0.question',
    },
    {
      name: 'a hint over 300 characters',
      payload: validPayload({ quizList: [ox({ hint: { type: 'TEXT', value: 'h'.repeat(301) } })] }),
      message: 'Hint can be at most 300 characters',
      detailPath: 'quizList.0.hint.value',
    },
    {
      name: 'a custom publisher over 15 characters',
      payload: validPayload({ publisher: { id: 'CUSTOM', customName: '가'.repeat(16) } }),
      message: 'Publisher name must be 2 to 15 characters',
      detailPath: 'publisher.customName',
    },
    {
      name: '0 questions',
      payload: validPayload({ quizList: [] }),
      message: 'Add at least one question',
      detailPath: 'quizList',
    },
    {
      name: '21 questions',
      payload: validPayload({
        quizList: Array.from({ length: 21 }, (_, i) => ox({ quizId: `ox${String(i).padStart(6, '0')}` })),
      }),
      message: 'You can add up to 20 questions',
      detailPath: 'quizList',
    },
    {
      name: 'multiple choice with 1 choice',
      payload: validPayload({ quizList: [multipleChoice({ choiceList: [choice('a')], answerList: [0] })] }),
      message: 'A multiple choice question needs 2 to 5 choices',
      detailPath: 'quizList.0.choiceList',
    },
    {
      name: 'multiple choice with 6 choices',
      payload: validPayload({
        quizList: [
          multipleChoice({ choiceList: ['a', 'b', 'c', 'd', 'e', 'f'].map(choice), answerList: [0] }),
        ],
      }),
      message: 'A multiple choice question needs 2 to 5 choices',
      detailPath: 'quizList.0.choiceList',
    },
    {
      name: 'multiple choice with no answer',
      payload: validPayload({ quizList: [multipleChoice({ answerList: [] })] }),
      message: 'At least one answer is required',
      detailPath: 'quizList.0.answerList',
    },
    {
      name: 'multiple choice with an answer past the choices',
      payload: validPayload({ quizList: [multipleChoice({ answerList: [7] })] }),
      message: 'The answer must point to an existing choice, once',
    },
    {
      name: 'an empty OX answer',
      payload: validPayload({ quizList: [ox({ answer: '' })] }),
      message: 'Choose O or X as the answer',
      detailPath: 'quizList.0.answer',
    },
    {
      // The script is not text, so the question is empty.
      name: 'rich text that is only a script',
      payload: validPayload({
        quizList: [ox({ question: 'x', questionRichText: '<script>alert(1)</script>' })],
      }),
      message: 'required input is empty, please complete',
      detailPath: 'quizList.0.question',
    },
    {
      name: 'a javascript: image URL',
      payload: validPayload({ quizList: [ox({ imageUrl: 'javascript:alert(1)' })] }),
      message: 'Images must be uploaded files or http(s) links',
      detailPath: 'quizList.0.imageUrl',
    },
    {
      name: 'an unknown templateId',
      payload: validPayload({ templateId: 'no-such-map' }),
      message: 'Unknown map template',
      detailPath: 'templateId',
    },
    {
      name: 'an unknown category',
      payload: validPayload({ categoryId: '109990101' }),
      message: 'Unknown category',
      detailPath: 'categoryId',
    },
    {
      name: 'an unknown publisher',
      payload: validPayload({ publisher: { id: 'NOPE', customName: null } }),
      message: 'Unknown publisher',
      detailPath: 'publisher.id',
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

  it('isPublic false on FREE → 403 PLAN_REQUIRED PRIVATE_QUIZ', async () => {
    const error = await expectRefused(
      { payload: validPayload({ isPublic: false }) },
      { status: 403, code: 'PLAN_REQUIRED', message: 'This needs the BASIC plan or higher' },
    );
    expect(error).toMatchObject({ requiredPlan: 'BASIC', feature: 'PRIVATE_QUIZ' });
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
