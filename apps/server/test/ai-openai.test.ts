import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiProvider, type OpenAiConfig } from '../src/features/ai/providers/openai/openai-provider';
import { AppError } from '../src/lib/app-error';
import { aiFile, aiPost, aiToken } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { FakeOpenAi, itemsReply, modelItem } from './helpers/fake-openai';

const fake = new FakeOpenAi();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const config = (overrides: Partial<OpenAiConfig> = {}): OpenAiConfig => ({
  baseUrl: fake.baseUrl,
  apiKey: 'test-key',
  model: 'test-model',
  requestTimeoutMs: 5000,
  maxRetries: 2,
  chunkChars: 4000,
  ...overrides,
});
const query = {
  quizQuery: 'photosynthesis',
  locale: 'en',
  difficulty: 1,
  type: 'mixed' as const,
  quizCount: 10,
  tryCount: 1,
};

/**
 * The openai provider against a local server speaking the chat-completions protocol (issue 9
 * "openai"): structured output, every item validated (invalid dropped and asked for again),
 * malformed output, 429 then success, 5xx, timeouts, chunked documents.
 */
describe('openai provider', () => {
  beforeEach(() => fake.script(itemsReply()));

  it('asks with the JSON schema of the AI item and keeps valid items', async () => {
    fake.script(
      itemsReply(
        modelItem('What do plants make from light?', { answer: ['sugar', 'glucose'] }),
        modelItem('Chlorophyll is green.', { type: 'ox', answer: ['O'] }),
        modelItem('Where does photosynthesis happen?', {
          type: 'multiple',
          options: ['Chloroplast', 'Nucleus', 'Ribosome'],
          answer: ['0'],
        }),
      ),
    );
    const provider = createOpenAiProvider(config());
    const result = await provider.generateFromQuery({ ...query, quizCount: 3 }, { bank: null });
    expect(result.items.map((item) => item.type)).toEqual(['subjective', 'ox', 'multiple']);
    expect(fake.seen).toHaveLength(1);
    const request = fake.seen[0];
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'quiz_items', strict: true },
    });
  });

  it('drops invalid items and asks again for the missing ones', async () => {
    fake.script(
      itemsReply(
        modelItem('Valid one?'),
        modelItem('Answer out of range?', { type: 'multiple', options: ['a', 'b'], answer: ['5'] }),
        modelItem('x'.repeat(300)),
        modelItem('OX with a wrong answer', { type: 'ox', answer: ['maybe'] }),
        modelItem('Valid one?'),
      ),
      itemsReply(modelItem('Second valid?'), modelItem('Third valid?')),
    );
    const provider = createOpenAiProvider(config());
    const result = await provider.generateFromQuery({ ...query, quizCount: 3 }, { bank: null });
    expect(result.items.map((item) => item.question)).toEqual([
      'Valid one?',
      'Second valid?',
      'Third valid?',
    ]);
    expect(fake.seen).toHaveLength(2);
    expect(fake.seen[1]?.body.messages.at(-1)?.content).toMatch(/^Write 2 quiz items/);
  });

  it('survives malformed output (not JSON, wrong shape) by asking again', async () => {
    fake.script(
      { content: 'Sure! Here are your questions: 1. ...' },
      { content: '{"items": "none"}' },
      itemsReply(modelItem('Finally?')),
    );
    const provider = createOpenAiProvider(config());
    const result = await provider.generateFromQuery({ ...query, quizCount: 1 }, { bank: null });
    expect(result.items.map((item) => item.question)).toEqual(['Finally?']);
    expect(fake.seen).toHaveLength(3);
  });

  it('says the model answered badly (503 INVALID_OUTPUT) when no reply is even JSON (issue 16 item 12)', async () => {
    fake.script({ content: 'not json' });
    const provider = createOpenAiProvider(config(), { warn: () => undefined });
    await expect(
      provider.generateFromQuery({ ...query, quizCount: 2 }, { bank: null }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', extra: { reason: 'INVALID_OUTPUT' } });
    expect(fake.seen).toHaveLength(3);
  });

  it('answers 422 when well-formed replies never hold a valid item', async () => {
    fake.script(itemsReply(modelItem('OX with a wrong answer', { type: 'ox', answer: ['maybe'] })));
    const provider = createOpenAiProvider(config());
    await expect(
      provider.generateFromQuery({ ...query, quizCount: 2 }, { bank: null }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE' });
    expect(fake.seen).toHaveLength(3);
  });

  it('retries 429 with backoff, then succeeds', async () => {
    fake.script(
      {
        status: 429,
        headers: { 'retry-after-ms': '20' },
        body: { error: { message: 'slow down', type: 'rate_limit' } },
      },
      itemsReply(modelItem('After the wait?')),
    );
    const provider = createOpenAiProvider(config());
    const result = await provider.generateFromQuery({ ...query, quizCount: 1 }, { bank: null });
    expect(result.items[0]?.question).toBe('After the wait?');
    expect(fake.seen).toHaveLength(2);
  });

  it('gives up on 5xx after its retries with 503 UPSTREAM_UNAVAILABLE', async () => {
    fake.script({ status: 500, headers: { 'retry-after-ms': '1' } });
    const provider = createOpenAiProvider(config({ maxRetries: 2 }));
    const error = await provider.generateFromQuery(query, { bank: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', extra: { reason: 'UPSTREAM' } });
    expect(fake.seen).toHaveLength(3);
  });

  it('times out a request that does not answer, and says so (503, TIMEOUT)', async () => {
    fake.script({ delayMs: 1500, content: '{"items":[]}' });
    const provider = createOpenAiProvider(config({ requestTimeoutMs: 150, maxRetries: 1 }));
    const error = await provider.generateFromQuery(query, { bank: null }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', extra: { reason: 'TIMEOUT' } });
    expect(fake.seen).toHaveLength(2);
  });

  it('chunks a document, keeps only items whose quote is real, and reports the used length', async () => {
    const pages = Array.from({ length: 12 }, (_, index) => ({
      page: index + 1,
      text: `Page ${index + 1} says that the river number ${index + 1} flows north. `.repeat(20),
    }));
    fake.script(
      itemsReply(
        modelItem('Which way does river 1 flow?', {
          answer: ['north'],
          page: 1,
          quote: 'Page 1 says that the river number 1 flows north.',
        }),
        modelItem('Invented quote?', {
          answer: ['x'],
          page: 2,
          quote: 'This sentence is nowhere in the passage.',
        }),
      ),
    );
    const provider = createOpenAiProvider(config({ chunkChars: 2000 }));
    const written: number[] = [];
    const result = await provider.generateFromDocument(
      { pages, pageCount: 12 },
      { count: 10, type: 'mixed', level: 0, locale: 'en', tryCount: 1 },
      (count) => written.push(count),
    );
    // 10 questions → 2 passages of ≤ 2000 characters, taken from the start and the middle.
    const prompts = fake.seen.map((request) => request.body.messages.at(-1)?.content ?? '');
    expect(prompts.some((prompt) => prompt.includes('[page 1]'))).toBe(true);
    expect(prompts.every((prompt) => prompt.length < 2000 + 2500)).toBe(true);
    expect(result.sourceLength).toBeGreaterThan(result.usedSourceLength);
    expect(result.items[0]?.source).toEqual({
      page: 1,
      sentence: 'Page 1 says that the river number 1 flows north.',
    });
    expect(result.items.find((item) => item.question === 'Invented quote?')).toBeUndefined();
    expect(written.length).toBeGreaterThan(0);
  });
});

describe.each(BACKENDS)('AI routes with AI_PROVIDER=openai on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'route-model',
      AI_MAX_RETRIES: '0',
    });
    token = await aiToken(ctx, 'pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers a topic with model items, trimmed to the chosen count', async () => {
    fake.script(itemsReply(...Array.from({ length: 12 }, (_, index) => modelItem(`Question ${index}?`))));
    const response = await aiPost(ctx, token, 'query', { quiz_query: 'rivers', quiz_count: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json().questions).toHaveLength(10);
    const capabilities = await ctx.request({ method: 'GET', url: '/api/ai/capabilities' });
    expect(capabilities.json().data).toMatchObject({
      provider: 'openai',
      model: 'route-model',
      needs_model: [],
    });
  });

  it('writes file questions in a worker thread through the model', async () => {
    fake.script(
      itemsReply(
        modelItem('What flows north?', {
          answer: ['the river'],
          quote: 'The river flows north through the valley.',
        }),
      ),
    );
    const text = Buffer.from(
      'The river flows north through the valley. It is the longest river of the region.\n'.repeat(30),
    );
    const response = await aiFile(ctx, token, { name: 'rivers.txt', data: text }, { quiz_count: '10' });
    expect(response.statusCode).toBe(200);
    expect(response.json().questions[0].question).toBe('What flows north?');
    expect(fake.seen.at(-1)?.body.model).toBe('route-model');
  });

  it('passes the model being down on as 503', async () => {
    fake.script({ status: 503 });
    const response = await aiPost(ctx, token, 'similar-quiz', {
      question: 'Where is the river?',
      locale: 'en',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
