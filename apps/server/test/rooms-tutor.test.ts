import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSets, quizSetTranslations } from '../src/db/schema';
import { askTutor } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { FakeOpenAi } from './helpers/fake-openai';
import { multipleChoice, subjective, withOptions } from './helpers/payloads';
import { createSetWithRoom } from './helpers/rooms';

/*
 * Issue 10 "AI tutor" and "translations" in a room: the tutor chat streams (server-sent events),
 * never holds the answer before the player answered (embedded and openai, the latter against a local
 * chat-completions server), is the player's own; the player reads a translation without answers.
 */

const SECRET = '엽록체비밀답';
const tutorSet = () =>
  withOptions(
    { isShuffle: false, showIncorrectAnswer: true },
    {
      aiTutorId: 'tutor-owl',
      quizList: [
        subjective({
          id: 'subj0001',
          order: 1,
          hint: { type: 'text', value: '초록색 알갱이' },
          data: {
            question: '광합성이 일어나는 곳은?',
            questionRichText: '<p>광합성이 일어나는 곳은?</p>',
            answerList: [SECRET],
          },
        }),
        multipleChoice({ id: 'mcsingle', order: 2 }),
      ],
    },
  );

// Issue 15 item 1: a set that hides answers ("show incorrect answer" off) and lets players pass.
const WRONG_SECRET = '미토콘드리아숨은답';
const PASS_SECRET = '리보솜숨은답';
const RIGHT_SECRET = '핵맞힌답';
const hiddenSet = () =>
  withOptions(
    { isShuffle: false, showIncorrectAnswer: false, isAllowPass: true },
    {
      aiTutorId: 'tutor-owl',
      quizList: [
        subjective({
          id: 'hidewrng',
          order: 1,
          hint: { type: 'text', value: '에너지를 만드는 곳' },
          data: {
            question: '세포의 발전소는?',
            questionRichText: '<p>세포의 발전소는?</p>',
            answerList: [WRONG_SECRET],
          },
        }),
        subjective({
          id: 'hidepass',
          order: 2,
          data: {
            question: '단백질을 만드는 곳은?',
            questionRichText: '<p>단백질을 만드는 곳은?</p>',
            answerList: [PASS_SECRET],
          },
        }),
        subjective({
          id: 'hideright',
          order: 3,
          data: {
            question: '유전 정보가 있는 곳은?',
            questionRichText: '<p>유전 정보가 있는 곳은?</p>',
            answerList: [RIGHT_SECRET],
          },
        }),
      ],
    },
  );

/** Opens a room of `payload` as `owner` and joins it as `player`: the attempt id. */
async function joinNewRoom(
  ctx: TestContext,
  owner: string,
  player: string,
  payload: ReturnType<typeof withOptions>,
): Promise<string> {
  const created = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: owner, payload });
  expect(created.statusCode).toBe(201);
  const roomId = (
    await ctx.request({
      method: 'POST',
      url: `/api/quizsets/${created.json().data.id}/rooms`,
      cookie: owner,
      payload: {},
    })
  ).json().data.entryMapHashId;
  return (
    await ctx.request({ method: 'POST', url: `/api/rooms/${roomId}/attempts`, cookie: player, payload: {} })
  ).json().data.attemptId;
}

/** The deltas of an SSE body joined, and whether it ended with done. */
function readEvents(body: string): { text: string; done: boolean; error: unknown } {
  let text = '';
  let done = false;
  let error: unknown = null;
  for (const block of body.split('\n\n').filter(Boolean)) {
    const data = JSON.parse(
      block
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6) ?? 'null',
    );
    if (block.startsWith('event: error')) error = data;
    else if (data.delta) text += data.delta;
    else if (data.done) done = true;
  }
  return { text, done, error };
}

describe.each(BACKENDS)('tutor chat and translations in a room on %s', (backend) => {
  let ctx: TestContext;
  let owner: string;
  let student: string;
  let roomId: string;
  let setId: string;
  let attemptId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    owner = await ctx.signIn('pro@demo.example');
    student = await ctx.signIn('student@demo.example');
    ({ setId, roomId } = await createSetWithRoom(ctx, owner, { set: tutorSet() }));
    attemptId = (
      await ctx.request({
        method: 'POST',
        url: `/api/rooms/${roomId}/attempts`,
        cookie: student,
        payload: {},
      })
    ).json().data.attemptId;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const chat = (
    messages: Array<{ role: 'user' | 'assistant'; content: string }>,
    cookie = student,
    quizId = 'subj0001',
  ) =>
    ctx.request({
      method: 'POST',
      url: '/api/ai/tutor/chat',
      cookie,
      payload: { attemptId, quizId, messages, locale: 'ko' },
    });

  it('the room shows the tutor; the embedded tutor coaches from the hint and withholds the answer until answered', async () => {
    const room = await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}` });
    expect(room.json().data.quizSet.aiTutor).toMatchObject({ id: 'tutor-owl' });
    const before = await chat([{ role: 'user', content: '정답 알려줘' }]);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const reply = readEvents(before.body);
    expect(reply.done).toBe(true);
    expect(reply.text).toContain('정답은 네가 답한 다음에 알려 줄게요');
    expect(reply.text).toContain('초록색 알갱이');
    expect(before.body).not.toContain(SECRET);

    await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: student,
      payload: { quizId: 'subj0001', answer: '잎' },
    });
    const after = readEvents((await chat([{ role: 'user', content: '왜 틀렸어?' }])).body);
    expect(after.text).toContain(SECRET);
    expect(after.text).toContain('잎');
  });

  it('with "show incorrect answer" off, the embedded tutor never states the answer after a wrong answer or a pass, and confirms it after a right one (issue 15 item 1)', async () => {
    const hidden = await joinNewRoom(ctx, owner, student, hiddenSet());
    const ask = async (quizId: string, content: string) => {
      const response = await askTutor(ctx, { cookie: student, attemptId: hidden, quizId, content });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const answer = (payload: object) =>
      ctx.request({ method: 'POST', url: `/api/attempts/${hidden}/answers`, cookie: student, payload });
    const wrong = await answer({ quizId: 'hidewrng', answer: '엽록체' });
    expect(wrong.json().data).toEqual({ isCorrect: false });
    const afterWrong = await ask('hidewrng', '정답이 뭐야? 알려줘');
    expect(afterWrong).not.toContain(WRONG_SECRET);
    expect(readEvents(afterWrong).text).toContain('정답을 보여 주지 않아서');
    expect(readEvents(afterWrong).text).toContain('에너지를 만드는 곳');
    expect((await answer({ quizId: 'hidepass', pass: true })).statusCode).toBe(200);
    const afterPass = await ask('hidepass', 'the answer please');
    expect(afterPass).not.toContain(PASS_SECRET);
    expect(readEvents(afterPass).text).toContain('넘어갔어요');
    await answer({ quizId: 'hideright', answer: RIGHT_SECRET });
    expect(await ask('hideright', '맞았어?')).toContain(RIGHT_SECRET);
  });

  it("refuses another player's attempt, an unknown question, an oversized message, a set without a tutor", async () => {
    const teacher = await ctx.signIn('free@demo.example');
    expect((await chat([{ role: 'user', content: 'hi' }], teacher)).statusCode).toBe(404);
    expect((await chat([{ role: 'user', content: 'hi' }], '')).statusCode).toBe(404);
    expect((await chat([{ role: 'user', content: 'hi' }], student, 'nope')).statusCode).toBe(400);
    const long = await chat([{ role: 'user', content: '가'.repeat(501) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].path).toBe('messages');
    await ctx.database.db.update(quizSets).set({ aiTutorId: null }).where(eq(quizSets.id, setId));
    expect((await chat([{ role: 'user', content: 'hi' }])).statusCode).toBe(404);
    await ctx.database.db.update(quizSets).set({ aiTutorId: 'tutor-owl' }).where(eq(quizSets.id, setId));
  });

  it('a current translation is offered to the player, without answers; an outdated one is not', async () => {
    const [set] = await ctx.database.db.select().from(quizSets).where(eq(quizSets.id, setId));
    const translated = (set?.quizList ?? []).map((quiz) => ({
      ...quiz,
      question: `EN ${quiz.question}`,
      questionRichText: `<p>EN ${quiz.question}</p>`,
    }));
    await ctx.database.db.insert(quizSetTranslations).values({
      quizSetId: setId,
      language: 'en',
      status: 'done',
      sourceVersion: set?.updatedAt as Date,
      quizList: translated,
    });
    const room = await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}` });
    expect(room.json().data.quizSet.languages).toEqual(['en']);
    const english = await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}/translations/en` });
    expect(english.statusCode).toBe(200);
    expect(english.json().data.questions.map((q: { question: string }) => q.question)).toEqual([
      'EN 광합성이 일어나는 곳은?',
      'EN 2 + 2 = ?',
    ]);
    expect(english.body).not.toContain(SECRET);
    expect(english.body).not.toContain('answerList');
    await ctx.database.db
      .update(quizSetTranslations)
      .set({ sourceVersion: new Date(0) })
      .where(eq(quizSetTranslations.quizSetId, setId));
    expect(
      (await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}/translations/en` })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/rooms/${roomId}` })).json().data.quizSet.languages,
    ).toEqual([]);
  });
});

describe('the openai tutor against a local chat-completions server', () => {
  const fake = new FakeOpenAi();
  let ctx: TestContext;
  beforeAll(async () => {
    await fake.start();
    ctx = await createTestContext('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'tutor-model',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.stop();
  });

  it('streams the model reply; the prompt has the question and hint but the answer only after answering', async () => {
    const owner = await ctx.signIn('pro@demo.example');
    const student = await ctx.signIn('student@demo.example');
    const setId = (
      await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: owner, payload: tutorSet() })
    ).json().data.id;
    const roomId = (
      await ctx.request({ method: 'POST', url: `/api/quizsets/${setId}/rooms`, cookie: owner, payload: {} })
    ).json().data.entryMapHashId;
    const attemptId = (
      await ctx.request({
        method: 'POST',
        url: `/api/rooms/${roomId}/attempts`,
        cookie: student,
        payload: {},
      })
    ).json().data.attemptId;
    fake.script({ content: '잎의 초록색 부분을 떠올려 봐요.' });
    const ask = () => askTutor(ctx, { cookie: student, attemptId, quizId: 'subj0001' });
    const reply = readEvents((await ask()).body);
    expect(reply).toMatchObject({ text: '잎의 초록색 부분을 떠올려 봐요.', done: true });
    const prompt = fake.seen[0]?.body.messages[0]?.content ?? '';
    expect(fake.seen[0]?.body.stream).toBe(true);
    expect(prompt).toContain('광합성이 일어나는 곳은?');
    expect(prompt).toContain('초록색 알갱이');
    expect(prompt).not.toContain(SECRET);
    expect(fake.seen[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: '힌트 줘' });

    await ctx.request({
      method: 'POST',
      url: `/api/attempts/${attemptId}/answers`,
      cookie: student,
      payload: { quizId: 'subj0001', answer: SECRET },
    });
    await ask();
    expect(fake.seen[1]?.body.messages[0]?.content).toContain(SECRET);

    fake.script({ status: 500 });
    const failed = await ask();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('with "show incorrect answer" off, the prompt carries no answer after a wrong answer or a pass, and the answer after a right one (issue 15 item 1)', async () => {
    const owner = await ctx.signIn('pro@demo.example');
    const student = await ctx.signIn('student@demo.example');
    const attemptId = await joinNewRoom(ctx, owner, student, hiddenSet());
    fake.script({ content: '다시 생각해 봐요.' });
    const answerAndAsk = async (payload: { quizId: string; answer?: string; pass?: boolean }) => {
      await ctx.request({
        method: 'POST',
        url: `/api/attempts/${attemptId}/answers`,
        cookie: student,
        payload,
      });
      const response = await askTutor(ctx, {
        cookie: student,
        attemptId,
        quizId: payload.quizId,
        content: '정답 알려줘',
      });
      expect(response.statusCode).toBe(200);
      return JSON.stringify(fake.seen.at(-1)?.body.messages);
    };
    const afterWrong = await answerAndAsk({ quizId: 'hidewrng', answer: '엽록체' });
    expect(afterWrong).not.toContain(WRONG_SECRET);
    expect(afterWrong).toContain('which is wrong');
    expect(afterWrong).toContain('you do not know it');
    const afterPass = await answerAndAsk({ quizId: 'hidepass', pass: true });
    expect(afterPass).not.toContain(PASS_SECRET);
    expect(afterPass).toContain('passed this question');
    const afterRight = await answerAndAsk({ quizId: 'hideright', answer: RIGHT_SECRET } as {
      quizId: string;
    });
    expect(afterRight).toContain('The right answer is');
    expect(afterRight).toContain(RIGHT_SECRET);
    // No request of the whole play carried an answer the set hides.
    expect(JSON.stringify(fake.seen)).not.toContain(WRONG_SECRET);
    expect(JSON.stringify(fake.seen)).not.toContain(PASS_SECRET);
  });
});
