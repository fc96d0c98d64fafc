import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { FakeOpenAi, type SeenRequest } from './helpers/fake-openai';
import { multipleChoice, subjective, validPayload, withOptions } from './helpers/payloads';

const FORMULA = '<span data-type="math" data-latex="\\frac{1}{2}"></span>';

/** The JSON array of texts at the end of a translation request. */
function textsOf(body: SeenRequest['body']): string[] {
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  return JSON.parse(user.slice(user.lastIndexOf('\n') + 1)) as string[];
}

/** A stand-in translator into "English": «…» around every text between tags, tags and ⟦n⟧ kept. */
const translator = {
  answer: (body: SeenRequest['body']) =>
    JSON.stringify({
      translations: textsOf(body).map((text) =>
        text.replace(/(^|>)([^<]+)/g, (_, before: string, words: string) => `${before}«${words}»`),
      ),
    }),
};

const translated = (languages: string[]) =>
  withOptions(
    { isAiTranslationEnabled: languages.length > 0 },
    {
      aiTranslationLanguages: languages,
      quizList: [
        multipleChoice({
          data: {
            question: '1/2 + 1/2 = ?',
            questionRichText: `<p>${FORMULA} + ${FORMULA} = <strong>?</strong></p>`,
          },
        }),
        subjective(),
      ],
    },
  );

/**
 * AI translation of quiz sets (issue 9 "Translation") through the real app and database: a save with
 * `aiTranslationLanguages` queues a job per language, the openai provider (against a local
 * chat-completions server) translates questions, choices, answers and hints, rich text kept and
 * formulas untouched; an update re-runs it; the state is reported per language; the embedded
 * provider cannot translate and says so.
 */
describe.each(BACKENDS)('AI translation on %s', (backend) => {
  const fake = new FakeOpenAi();
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    await fake.start();
    ctx = await createTestContext(backend, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
      AI_REQUEST_TIMEOUT_MS: '5000',
    });
    cookie = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx?.close();
    await fake.stop();
  });
  beforeEach(() => fake.script(translator));

  const create = async (payload = translated(['en', 'ja'])) => {
    const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.translations.idle();
    return response.json().data.id as string;
  };
  const states = async (id: string, as = cookie) =>
    ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations`, cookie: as });
  const readOne = async (id: string, language: string) =>
    (await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations/${language}`, cookie })).json()
      .data;
  const update = async (id: string, payload: ReturnType<typeof translated>) => {
    const current = (await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie })).json().data;
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${id}`,
      cookie,
      payload: { ...payload, quizSetId: id, updatedAt: current.updatedAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    await ctx.app.translations.idle();
  };

  it('translates each chosen language on save, keeping rich text, formulas, answers and ids', async () => {
    const id = await create();
    const body = (await states(id)).json().data;
    expect(Object.keys(body).sort()).toEqual(['en', 'ja']);
    expect(body.en).toMatchObject({ status: 'done', error: null, isCurrent: true });
    // One request per language, in that language, with the formula held back.
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen.map((seen) => seen.body.messages[0]?.content)).toEqual(
      expect.arrayContaining([expect.stringContaining('"en"'), expect.stringContaining('"ja"')]),
    );
    expect(JSON.stringify(fake.seen.map((seen) => textsOf(seen.body)))).not.toContain('frac');

    const en = await readOne(id, 'en');
    const [multiple, answer] = en.quizList;
    expect(multiple).toMatchObject({
      id: 'mc000001',
      type: 'multiple',
      questionRichText: `<p>«${FORMULA} + ${FORMULA} = »<strong>«?»</strong></p>`,
      answerList: [1],
    });
    expect(multiple.choiceList[1]).toEqual({ text: '«4»', richText: '<p>«4»</p>', imageUrl: null });
    expect(answer).toMatchObject({ id: 'sub00001', answerList: ['«서울»', '«Seoul»'] });
  });

  it('re-runs on an update of the questions, not on a settings-only update', async () => {
    const id = await create(translated(['en']));
    expect(fake.seen).toHaveLength(1);

    // Title and options only: the finished translation stays, no model call.
    await update(id, { ...translated(['en']), title: '다른 제목' });
    expect(fake.seen).toHaveLength(1);
    expect((await states(id)).json().data.en).toMatchObject({ status: 'done', isCurrent: true });

    // Another question: translated again.
    const changed = translated(['en']);
    changed.quizList = [
      subjective({ data: { question: '일본의 수도는?', questionRichText: '<p>일본의 수도는?</p>' } }),
    ];
    await update(id, changed);
    expect(fake.seen).toHaveLength(2);
    expect((await readOne(id, 'en')).quizList[0].question).toBe('«일본의 수도는?»');

    // Languages no longer chosen lose their translation; none left, none kept.
    await update(id, translated([]));
    expect((await states(id)).json().data).toEqual({});
  });

  it('retries a failing model with backoff, then reports failed; broken output is never stored', async () => {
    fake.script({ status: 500 });
    const id = await create(translated(['en']));
    let en = (await states(id)).json().data.en;
    expect(en).toMatchObject({ status: 'pending', error: 'UPSTREAM' });
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      // The backoff is due now (instead of in 30 s or 60 s).
      await ctx.database.db.execute(sql`UPDATE quiz_set_translations SET available_at = now()`);
      ctx.app.translations.kick();
      await ctx.app.translations.idle();
    }
    en = (await states(id)).json().data.en;
    expect(en).toMatchObject({ status: 'failed', error: 'UPSTREAM' });
    expect((await readOne(id, 'en')).quizList).toBeNull();

    // A reply that drops the formula is refused (INVALID_OUTPUT), never stored.
    fake.script({
      content: JSON.stringify({ translations: ['<p>no formula</p>', 'a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
    });
    const other = await create(translated(['en']));
    expect((await states(other)).json().data.en).toMatchObject({
      status: 'pending',
      error: 'INVALID_OUTPUT',
    });
  });

  it('is the owner’s: others get 404 or 403, a language not chosen 404, a deleted set takes its rows', async () => {
    const id = await create(translated(['en']));
    const other = await ctx.signIn('basic@demo.example');
    expect((await states(id, other)).statusCode).toBe(403);
    expect((await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations/vi`, cookie })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations/xx`, cookie })).statusCode,
    ).toBe(400);
    await ctx.request({ method: 'DELETE', url: `/api/quizsets/${id}`, cookie });
    const rows = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM quiz_set_translations WHERE quiz_set_id = ${id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });

  it('says the capabilities: the openai provider translates', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/ai/capabilities' });
    expect(response.json().data).toMatchObject({ provider: 'openai', translate: true });
  });
});

describe.each(BACKENDS)('AI translation with the embedded provider on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it('cannot translate and says so: capabilities and each language’s state', async () => {
    const cookie = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: translated(['en']),
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.app.translations.idle();
    const id = created.json().data.id;
    const state = (
      await ctx.request({ method: 'GET', url: `/api/quizsets/${id}/translations`, cookie })
    ).json().data;
    expect(state.en).toMatchObject({ status: 'unavailable', error: 'NEEDS_MODEL' });
    expect((await ctx.request({ method: 'GET', url: '/api/ai/capabilities' })).json().data.translate).toBe(
      false,
    );
    // A set without translation languages queues nothing.
    const plain = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload(),
    });
    const none = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${plain.json().data.id}/translations`,
      cookie,
    });
    expect(none.json().data).toEqual({});
  });
});
