import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSets, user } from '../src/db/schema';
import { aiPost, aiToken, SERVER_NAME } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { multipleChoice, ox, subjective, US_CATEGORY, validPayload, withOptions } from './helpers/payloads';

/** A question's plain and rich text (the server derives the plain text from the rich text). */
const text = (question: string) => ({ question, questionRichText: `<p>${question}</p>` });

/**
 * The AI service's HTTP surface (issue 9; api.md "AI"; spec §6 gates, §7 calls): tokens, bearer +
 * X-Server-Name, plan features, snake_case wire, the embedded provider's question bank and offline
 * answers, the per-user rate limit.
 */
describe.each(BACKENDS)('AI service on %s', (backend) => {
  let ctx: TestContext;
  let pro: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AI_RATE_LIMIT: '6' });
    pro = await aiToken(ctx, 'pro@demo.example');
    // A public set to draw on (the question bank), and a private one that must never be drawn on.
    const cookie = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        title: '세계의 수도 퀴즈',
        quizList: [
          subjective({ id: 'sub00001', data: { ...text('대한민국의 수도는?'), answerList: ['서울'] } }),
          multipleChoice({
            id: 'mc000001',
            data: {
              ...text('프랑스의 수도는?'),
              choiceListV2: ['파리', '런던', '베를린', '로마'].map((text) => ({
                text,
                richText: `<p>${text}</p>`,
                imageUrl: null,
              })),
              answerList: ['0'],
            },
          }),
          ox({ id: 'ox000001', data: { ...text('일본의 수도는 도쿄이다'), answer: 'o' } }),
        ],
      }),
    });
    expect(created.statusCode).toBe(201);
    const hidden = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: withOptions(
        { isPublic: false },
        {
          title: '비밀 수도 퀴즈',
          quizList: [
            subjective({ id: 'sub00002', data: { ...text('비밀 왕국의 수도는?'), answerList: ['숨은성'] } }),
          ],
        },
      ),
    });
    expect(hidden.statusCode).toBe(201);
  });
  /** `single-subjective-answer` (a card with no answer yet) for `question`: the embedded provider
   * never has one (spec §7), so 422 NEEDS_MODEL is expected. */
  const expectNoSingleAnswer = async (question: string) => {
    const response = await aiPost(ctx, pro, 'single-subjective-answer', {
      locale: 'ko',
      question,
      previous_output: [],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.reason).toBe('NEEDS_MODEL');
  };
  afterAll(async () => {
    await ctx.close();
  });

  it('issues a token from the session only', async () => {
    const anonymous = await ctx.request({ method: 'POST', url: '/api/ai/token' });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await ctx.signIn('basic@demo.example');
    const response = await ctx.request({ method: 'POST', url: '/api/ai/token', cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expires_in).toBe(600);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('refuses calls without a valid bearer token (401) or without the server name (400)', async () => {
    const body = { quiz_query: '수도' };
    const none = await ctx.request({
      method: 'POST',
      url: '/api/quiz-builder/generate/query',
      headers: { 'x-server-name': SERVER_NAME },
      payload: body,
    });
    expect(none.statusCode).toBe(401);
    const [head, payload] = pro.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    const badSignature = await aiPost(ctx, forged, 'query', body);
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json().error.code).toBe('UNAUTHENTICATED');
    const noName = await ctx.request({
      method: 'POST',
      url: '/api/quiz-builder/generate/query',
      headers: { authorization: `Bearer ${pro}`, 'x-server-name': 'someone-else' },
      payload: body,
    });
    expect(noName.statusCode).toBe(400);
  });

  it('gates every call by its plan feature (spec §6) with PLAN_REQUIRED', async () => {
    const free = await aiToken(ctx, 'free@demo.example');
    const basic = await aiToken(ctx, 'basic@demo.example');
    const refused = await aiPost(ctx, free, 'query', { quiz_query: '수도' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      feature: 'AI_FROM_QUERY',
      requiredPlan: 'BASIC',
    });
    const similar = await aiPost(ctx, basic, 'similar-quiz', {
      question: '대한민국의 수도는?',
      locale: 'ko',
    });
    expect(similar.json().error).toMatchObject({
      feature: 'AI_SIMILAR_QUIZ_GENERATION',
      requiredPlan: 'PRO',
    });
    for (const [path, feature] of [
      ['choice-list', 'AI_CHOICE_GENERATION'],
      ['subjective-answer-list', 'AI_ANSWER_GENERATION'],
      ['single-subjective-answer', 'AI_ANSWER_GENERATION'],
      ['single-subjective-similar-answer', 'AI_ANSWER_GENERATION'],
      ['get-similar-quiz-prompt', 'AI_SIMILAR_QUIZ_GENERATION'],
    ] as const) {
      const response = await aiPost(ctx, free, path, { question: 'q', reference_answer: 'a' });
      expect(response.statusCode, path).toBe(403);
      expect(response.json().error.feature).toBe(feature);
    }
  });

  it('validates snake_case bodies with the spec messages (empty prompt)', async () => {
    const response = await aiPost(ctx, pro, 'query', { quiz_query: '   ', quiz_count: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'quiz_query', message: 'empty prompt' }]);
    const badCount = await aiPost(ctx, pro, 'query', { quiz_query: '수도', quiz_count: 7 });
    expect(badCount.json().error.details[0].path).toBe('quiz_count');
  });

  it('answers a topic from the public question bank, never from private sets', async () => {
    const response = await aiPost(ctx, pro, 'query', {
      quiz_query: '수도',
      quiz_count: 10,
      type: 'mixed',
      locale: 'ko',
      difficulty: 0,
      try_count: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['questions', 'source_length', 'used_source_length']);
    const questions = body.questions.map((item: { question: string }) => item.question);
    expect(questions).toEqual(
      expect.arrayContaining(['대한민국의 수도는?', '프랑스의 수도는?', '일본의 수도는 도쿄이다']),
    );
    expect(questions).not.toContain('비밀 왕국의 수도는?');
    const multiple = body.questions.find((item: { type: string }) => item.type === 'multiple');
    expect(multiple).toMatchObject({ options: ['파리', '런던', '베를린', '로마'], answer: ['0'] });
    expect(body.questions.find((item: { type: string }) => item.type === 'ox').answer).toEqual(['O']);
  });

  it('keeps topic matches on topic and in the requested language (issue 16 item 16)', async () => {
    const cookie = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        title: '영어 단어',
        quizList: [
          subjective({ id: 'sub00020', data: { ...text('사과를 영어로 하면?'), answerList: ['apple'] } }),
          subjective({
            id: 'sub00021',
            data: { ...text('태양계에서 가장 큰 행성은?'), answerList: ['목성'] },
          }),
        ],
      }),
    });
    expect(created.statusCode).toBe(201);
    // Another PRO teacher, so the per-user rate limit of the other tests is not spent here.
    const admin = await aiToken(ctx, 'admin@demo.example');
    // "영어" alone matches the set above; "불규칙 동사" nowhere: not on topic, so nothing is copied.
    const offTopic = await aiPost(ctx, admin, 'query', { quiz_query: '영어 불규칙 동사', locale: 'ko' });
    expect(offTopic.statusCode).toBe(422);
    // A Korean planets question is not an answer to an English request.
    const english = await aiPost(ctx, admin, 'query', { quiz_query: '행성', locale: 'en' });
    expect(english.statusCode).toBe(422);
    const korean = await aiPost(ctx, admin, 'query', { quiz_query: '행성', locale: 'ko' });
    expect(korean.statusCode).toBe(200);
    expect(korean.json().questions.map((item: { question: string }) => item.question)).toEqual([
      '태양계에서 가장 큰 행성은?',
    ]);
  });

  it('searches subject tags as well as titles and questions, with a relevance threshold (issue 16 item 16)', async () => {
    // A set whose title says nothing of its subject: only its category (US grade 4 Science) does.
    const cookie = await ctx.signIn('pro.us@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        title: 'Unit 3 review',
        categoryTreeData: { ...US_CATEGORY },
        quizList: [
          subjective({
            id: 'sub00030',
            data: { ...text('How do green plants make food from sunlight?'), answerList: ['photosynthesis'] },
          }),
        ],
      }),
    });
    expect(created.statusCode).toBe(201);
    const us = await aiToken(ctx, 'pro.us@demo.example');
    const questionsOf = (response: { json: () => { questions: Array<{ question: string }> } }) =>
      response.json().questions.map((item) => item.question);
    // "science" is in no title and no question: the subject tag alone finds the set.
    const byTag = await aiPost(ctx, us, 'query', { quiz_query: 'science', locale: 'en', quiz_count: 30 });
    expect(byTag.statusCode).toBe(200);
    expect(questionsOf(byTag)).toContain('How do green plants make food from sunlight?');
    // Two words, one from the tag and one from the answer: both covered, on topic.
    const both = await aiPost(ctx, us, 'query', { quiz_query: 'science photosynthesis', locale: 'en' });
    expect(questionsOf(both)).toEqual(['How do green plants make food from sunlight?']);
    // The tag alone does not carry a topic it covers only half of: below the threshold, nothing.
    const half = await aiPost(ctx, us, 'query', { quiz_query: 'science volcanoes', locale: 'en' });
    expect(half.statusCode).toBe(422);
  });

  it('never offers back a question already in the set, and honours only the type chips (issue 16 item 16)', async () => {
    const chips = await aiPost(ctx, pro, 'get-similar-quiz-prompt', {
      locale: 'ko',
      question: '독일의 수도는?',
    });
    expect(chips.json().prompts).toEqual(['객관식 문제만', '단답형 문제만', 'O/X 문제만']);
    const all = await aiPost(ctx, pro, 'similar-quiz', { question: '독일의 수도는?', locale: 'ko' });
    const questions = all.json().questions.map((item: { question: string }) => item.question);
    expect(questions).toContain('프랑스의 수도는?');
    const without = await aiPost(ctx, pro, 'similar-quiz', {
      question: '독일의 수도는?',
      locale: 'ko',
      existing_questions: ['프랑스의 수도는?', '독일의 수도는?'],
    });
    expect(without.json().questions.map((item: { question: string }) => item.question)).not.toContain(
      '프랑스의 수도는?',
    );
    const onlyOx = await aiPost(ctx, pro, 'similar-quiz', {
      question: '독일의 수도는?',
      locale: 'ko',
      prompt: 'O/X 문제만',
    });
    expect(onlyOx.statusCode).toBe(200);
    expect(onlyOx.json().questions.every((item: { type: string }) => item.type === 'ox')).toBe(true);
  });

  it('says plainly when the bank has nothing on a topic (no invention)', async () => {
    const response = await aiPost(ctx, pro, 'query', { quiz_query: 'quantum chromodynamics' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'UNPROCESSABLE', reason: 'NEEDS_MODEL' });
    expect(response.json().error.message).toMatch(/Configure an AI model/);
  });

  it('keeps the bank (answers of public sets) from students even on a paid plan', async () => {
    await ctx.database.db.update(user).set({ planType: 'PRO' }).where(eq(user.email, 'student@demo.example'));
    const student = await aiToken(ctx, 'student@demo.example');
    const response = await aiPost(ctx, student, 'query', { quiz_query: '수도' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/teacher accounts/);
  });

  it('fills a choice list from similar bank questions, keeping the marked answer', async () => {
    const response = await aiPost(ctx, pro, 'choice-list', {
      locale: 'ko',
      question: '영국의 수도는?',
      choice_list: [
        { key: 'a1', text: '런던', is_answer: true },
        { key: 'a2', text: '', is_answer: false },
      ],
      previous_output: [],
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ key: string; text: string; is_answer: boolean }>;
    expect(list[0]).toEqual({ key: 'a1', text: '런던', is_answer: true });
    expect(list.length).toBeGreaterThanOrEqual(3);
    const texts = list.map((choice) => choice.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(list.slice(1).every((choice) => choice.is_answer === false && choice.key.length === 8)).toBe(true);
  });

  it('writes answer variants offline and says when it has none', async () => {
    const more = await aiPost(ctx, pro, 'subjective-answer-list', {
      locale: 'ko',
      question: '다리가 몇 개?',
      answer_list: [{ text: '4' }],
      previous_output: [],
    });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual(expect.arrayContaining([{ text: 'four' }, { text: '넷' }]));
    // A card with no answer: written by a model only, even when a public set asks the very same
    // question (the bank's "대한민국의 수도는?" answers "서울"): never copied from it (spec §7).
    await expectNoSingleAnswer('대한민국의 수도는?');
    const nothing = await aiPost(ctx, pro, 'single-subjective-similar-answer', {
      locale: 'ko',
      question: '대한민국의 수도는?',
      reference_answer: '서울',
      previous_output: [],
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.reason).toBe('NEEDS_MODEL');
  });

  it('never suggests the answer of another question as an accepted answer (issue 16 item 8)', async () => {
    // The held-out case: a public set answers "서울 / 서울특별시 / Seoul" to a near-identical question.
    const cookie = await ctx.signIn('pro@demo.example');
    const seoul = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        title: '수도 맞히기',
        quizList: [
          subjective({
            id: 'sub00010',
            data: { ...text('한국의 수도는?'), answerList: ['서울', '서울특별시', 'Seoul'] },
          }),
        ],
      }),
    });
    expect(seoul.statusCode).toBe(201);
    const more = await aiPost(ctx, pro, 'subjective-answer-list', {
      locale: 'ko',
      question: '미국의 수도는?',
      answer_list: [{ text: '워싱턴 D.C.' }],
      previous_output: [],
    });
    expect(more.statusCode).toBe(200);
    const texts: string[] = more.json().map((answer: { text: string }) => answer.text);
    expect(texts).toEqual(expect.arrayContaining(['워싱턴 DC', '워싱턴D.C.']));
    for (const wrong of ['서울', '서울특별시', 'Seoul']) expect(texts).not.toContain(wrong);
    // Every suggestion is the teacher's answer spelled another way.
    for (const answer of texts) expect(answer.replace(/[\s.]/g, '')).toBe('워싱턴DC');
    // The answer of a card without one is never borrowed from a merely similar question either.
    await expectNoSingleAnswer('미국의 수도는?');
    const similarAnswer = await aiPost(ctx, pro, 'single-subjective-similar-answer', {
      locale: 'ko',
      question: '미국의 수도는?',
      reference_answer: '워싱턴 D.C.',
      previous_output: [],
    });
    expect(similarAnswer.statusCode).toBe(200);
    expect(similarAnswer.json().text.replace(/[\s.]/g, '')).toBe('워싱턴DC');
    // A public question with the very same words but another answer never contributes either: the
    // suggestions are the teacher's own answer spelled another way, whatever the bank holds.
    const identical = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload({
        title: '틀린 수도 퀴즈',
        quizList: [
          subjective({
            id: 'sub00011',
            data: { ...text('미국의 수도는?'), answerList: ['서울', '뉴욕', 'Washington'] },
          }),
        ],
      }),
    });
    expect(identical.statusCode).toBe(201);
    // Nor does it fill the answer of a card that has none: a public question with the same words
    // gives its answers to no one.
    await expectNoSingleAnswer('미국의 수도는?');
    const again = await aiPost(ctx, pro, 'subjective-answer-list', {
      locale: 'ko',
      question: '미국의 수도는?',
      answer_list: [{ text: '워싱턴 D.C.' }],
      previous_output: [],
    });
    expect(again.statusCode).toBe(200);
    const againTexts: string[] = again.json().map((answer: { text: string }) => answer.text);
    expect(againTexts.length).toBeGreaterThan(0);
    for (const answer of againTexts) expect(answer.replace(/[\s.]/g, '')).toBe('워싱턴DC');
    // Only its own answer's spellings: an answer the teacher has not written has nothing to vary.
    const bare = await aiPost(ctx, pro, 'subjective-answer-list', {
      locale: 'ko',
      question: '미국의 수도는?',
      answer_list: [{ text: 'photosynthesis' }],
      previous_output: [],
    });
    expect(bare.statusCode).toBe(422);
  });

  it('suggests prompts and finds similar questions in the bank', async () => {
    const prompts = await aiPost(ctx, pro, 'get-similar-quiz-prompt', {
      locale: 'en',
      question: 'What is the capital of France?',
      category: '',
    });
    expect(prompts.statusCode).toBe(200);
    expect(prompts.json().prompts.length).toBeGreaterThanOrEqual(3);
    const similar = await aiPost(ctx, pro, 'similar-quiz', {
      question: '독일의 수도는?',
      category: '',
      locale: 'ko',
      prompt: '',
    });
    expect(similar.statusCode).toBe(200);
    expect(similar.json().questions.map((item: { question: string }) => item.question)).toContain(
      '프랑스의 수도는?',
    );
  });

  it('tells what the provider can do', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/ai/capabilities' });
    expect(response.json().data).toMatchObject({
      provider: 'embedded',
      generate: { file: 'document', query: 'questionBank' },
      translate: false,
      // Issue 10: the embedded provider coaches offline from the question, hint and materials.
      tutor_chat: true,
      jobs: 'threads',
    });
    expect(response.json().data.needs_model).toContain('openTopics');
  });

  it('rate-limits each user per call and changes nothing on refusal', async () => {
    const proUs = await aiToken(ctx, 'pro.us@demo.example');
    const before = await ctx.database.db.select().from(quizSets);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1)
      statuses.push(
        (await aiPost(ctx, proUs, 'get-similar-quiz-prompt', { question: 'What is 2 + 2?' })).statusCode,
      );
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another user keeps their own budget.
    const other = await aiPost(ctx, pro, 'get-similar-quiz-prompt', { question: 'What is 2 + 2?' });
    expect(other.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(quizSets)).toEqual(before);
  });
});
