import { type QuizSaved, quizSavedToSubmit, quizSubmitToSaved } from '@quizset/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/session';
import { canSeeAnswers, redactAnswers, restoreAnswers } from '../src/features/quizsets/redact-answers';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { multipleChoice, ox, subjective, validPayload } from './helpers/payloads';

const caller = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  name: 'n',
  email: 'e@x.test',
  userType: 'STUDENT',
  planType: 'FREE',
  countryCode: 'KR',
  isAdmin: false,
  ...overrides,
});

describe('redact-answers (issue 6 "Who sees answers")', () => {
  it('shows answers to the owner, an admin and teachers only', () => {
    expect(canSeeAnswers('owner', null)).toBe(false);
    expect(canSeeAnswers('owner', caller({ userType: 'STUDENT' }))).toBe(false);
    expect(canSeeAnswers('owner', caller({ userType: null }))).toBe(false);
    expect(canSeeAnswers('owner', caller({ userType: 'TEACHER' }))).toBe(true);
    expect(canSeeAnswers('owner', caller({ isAdmin: true }))).toBe(true);
    expect(canSeeAnswers('u1', caller({ id: 'u1' }))).toBe(true);
  });

  const saved = (items: ReturnType<typeof ox>[]) =>
    items.map((item, index) => quizSubmitToSaved(item, index));

  it('removes every answer and nothing else', () => {
    const quizzes = saved([multipleChoice(), ox(), subjective()]);
    const redacted = quizzes.map(redactAnswers);
    expect(redacted).toEqual([
      { ...quizzes[0], answerList: [] },
      { ...quizzes[1], answer: '' },
      { ...quizzes[2], answerList: [] },
    ]);
    expect(JSON.stringify(redacted)).not.toMatch(/서울|Seoul/);
  });

  it('restores withheld answers from the origin (by text, else by position), keeping edited ones', () => {
    const origin = saved([multipleChoice(), ox({ data: { answer: 'x' } }), subjective()]);
    const copy = [
      ox({ data: { answer: '' } }),
      multipleChoice({ data: { answerList: ['2'] } }),
      subjective({ data: { question: '바뀐 질문', answerList: [] } }),
    ];
    const restored = restoreAnswers(copy, origin);
    expect(restored).toEqual([
      ox({ data: { answer: 'x' } }),
      copy[1],
      subjective({ data: { question: '바뀐 질문', answerList: ['서울', 'Seoul'] } }),
    ]);
  });
});

describe.each(BACKENDS)('answers in GET /api/quizsets/{id} on %s', (backend) => {
  let ctx: TestContext;
  let id: string;
  let cookies: Record<'owner' | 'teacher' | 'student' | 'admin', string>;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookies = {
      owner: await ctx.signIn('pro@demo.example'),
      teacher: await ctx.signIn('free@demo.example'),
      student: await ctx.signIn('student@demo.example'),
      admin: await ctx.signIn('admin@demo.example'),
    };
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: cookies.owner,
      payload: validPayload(),
    });
    id = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const read = async (cookie?: string) => {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie });
    expect(response.statusCode).toBe(200);
    return response.json().data.quizList as QuizSaved[];
  };

  it('anonymous (the probe: GET of a public set): no answerList, no answer', async () => {
    const quizList = await read();
    expect(quizList.map((q) => ('answerList' in q ? q.answerList : q.answer))).toEqual([[], '', []]);
    const body = JSON.stringify(quizList);
    expect(body).not.toContain('서울');
    // The questions themselves are all there.
    expect(quizList.map((q) => q.question)).toEqual(
      validPayload().quizList.map((q, index) => quizSubmitToSaved(q, index).question),
    );
  });

  it('a student: no answers', async () => {
    const quizList = await read(cookies.student);
    expect(quizList.map((q) => ('answerList' in q ? q.answerList : q.answer))).toEqual([[], '', []]);
  });

  it('the owner, an admin and another teacher: every answer', async () => {
    for (const who of ['owner', 'admin', 'teacher'] as const) {
      const quizList = await read(cookies[who]);
      expect(
        quizList.map((q) => ('answerList' in q ? q.answerList : q.answer)),
        who,
      ).toEqual([[1], 'o', ['서울', 'Seoul']]);
    }
  });

  it('a teacher duplicating from a redacted copy gets the answers from the server', async () => {
    const redacted = await read();
    const duplicate = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: cookies.teacher,
      payload: validPayload({
        originQuizSetId: id,
        title: '복사본',
        quizList: redacted.map((quiz, index) => quizSavedToSubmit(quiz, index)),
      }),
    });
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    const copy = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${duplicate.json().data.id}`,
      cookie: cookies.teacher,
    });
    expect(
      copy.json().data.quizList.map((q: QuizSaved) => ('answerList' in q ? q.answerList : q.answer)),
    ).toEqual([[1], 'o', ['서울', 'Seoul']]);
  });

  it('a student cannot obtain the answers by duplicating (the copy would be theirs to read)', async () => {
    const redacted = await read(cookies.student);
    const duplicate = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: cookies.student,
      payload: validPayload({
        originQuizSetId: id,
        quizList: redacted.map((quiz, index) => quizSavedToSubmit(quiz, index)),
      }),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body).not.toContain('서울');
  });
});
