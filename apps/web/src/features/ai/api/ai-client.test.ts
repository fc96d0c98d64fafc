import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createI18n } from '../../../test/i18n';
import { addLazyAiLocales } from '../lib/lazy-locales';
import { AiClient } from './ai-client';
import {
  AI_ERROR_MESSAGES,
  AuthExpiredError,
  FILE_AI_ERROR_MESSAGES,
  fileAiErrorMessage,
  TIMEOUT_CODE,
} from './errors';
import { checkAiFile } from './file-check';
import { aiGenerateApi } from './generate';
import { toCamelKeys, toSnakeKeys } from './keys';
import { AiTokenStore } from './token-store';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const tokenAnswer = (token: string) => json(200, { access_token: token, expires_in: 600, service_url: null });

/** A fetch that answers from a script keyed by URL; records every call. */
function scriptedFetch(handlers: Record<string, Array<() => Response | Promise<Response>>>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const queue = handlers[url];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) throw new Error(`unexpected ${url}`);
    return next();
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

describe('key conversion (api.md "AI": snake_case on the wire)', () => {
  it('is deep and symmetric, values untouched', () => {
    const camel = { quizQuery: 'a_b', choiceList: [{ isAnswer: true }], previousOutput: [] };
    expect(toSnakeKeys(camel)).toEqual({
      quiz_query: 'a_b',
      choice_list: [{ is_answer: true }],
      previous_output: [],
    });
    expect(toCamelKeys(toSnakeKeys(camel))).toEqual(camel);
  });
});

describe('AiClient', () => {
  it('sends the bearer token and X-Server-Name, snake_case out and camelCase in, caching the token', async () => {
    const { fetchImpl, calls } = scriptedFetch({
      '/api/ai/token': [() => tokenAnswer('t1')],
      '/api/quiz-builder/generate/query': [
        () =>
          json(200, {
            questions: [{ question: 'Q?', type: 'ox', options: [], answer: ['O'] }],
            source_length: 10,
            used_source_length: 4,
          }),
      ],
    });
    const api = aiGenerateApi(new AiClient({ fetch: fetchImpl }));
    const first = await api.fromQuery({ quizQuery: '광합성', quizCount: 10 });
    await api.fromQuery({ quizQuery: '광합성' });
    expect(first).toEqual({
      questions: [{ question: 'Q?', type: 'ox', options: [], answer: ['O'] }],
      sourceLength: 10,
      usedSourceLength: 4,
    });
    expect(calls.filter((call) => call.url === '/api/ai/token')).toHaveLength(1);
    const call = calls[1];
    expect(header(call, 'authorization')).toBe('Bearer t1');
    expect(header(call, 'x-server-name')).toBe('quizset');
    expect(JSON.parse(String(call?.init.body))).toEqual({ quiz_query: '광합성', quiz_count: 10 });
  });

  it('on 401 refreshes the token once and retries once', async () => {
    const { fetchImpl, calls } = scriptedFetch({
      '/api/ai/token': [() => tokenAnswer('old'), () => tokenAnswer('new')],
      '/api/quiz-builder/generate/single-subjective-answer': [
        () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'expired' } }),
        () => json(200, { text: '서울' }),
      ],
    });
    const api = aiGenerateApi(new AiClient({ fetch: fetchImpl }));
    expect(await api.singleSubjectiveAnswer({ question: '수도는?' })).toEqual({ text: '서울' });
    const generateCalls = calls.filter((call) => call.url.endsWith('single-subjective-answer'));
    expect(generateCalls.map((call) => header(call, 'authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not retry a second time: a 401 after the refresh is the caller’s error', async () => {
    const { fetchImpl, calls } = scriptedFetch({
      '/api/ai/token': [() => tokenAnswer('a'), () => tokenAnswer('b')],
      '/api/quiz-builder/generate/choice-list': [
        () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } }),
      ],
    });
    const error = await aiGenerateApi(new AiClient({ fetch: fetchImpl }))
      .choiceList({ question: 'Q' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.filter((call) => call.url.endsWith('choice-list'))).toHaveLength(2);
  });

  it('fails with "authentication expired" when no new token is issued', async () => {
    const { fetchImpl } = scriptedFetch({
      '/api/ai/token': [() => tokenAnswer('a'), () => json(401, { error: { code: 'UNAUTHENTICATED' } })],
      '/api/quiz-builder/generate/similar-quiz': [() => json(401, {})],
    });
    const error = await aiGenerateApi(new AiClient({ fetch: fetchImpl }))
      .similarQuiz({ question: 'Q' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthExpiredError);
    expect(fileAiErrorMessage(error)).toBe(AI_ERROR_MESSAGES.authExpired);
  });

  it('renews a token before it expires and shares one refresh between callers', async () => {
    let now = 0;
    const { fetchImpl, calls } = scriptedFetch({ '/api/ai/token': [() => tokenAnswer('x')] });
    const store = new AiTokenStore(fetchImpl, '/api/ai/token', () => now);
    await Promise.all([store.get(), store.get(), store.get()]);
    expect(calls).toHaveLength(1);
    now = 569_000;
    await store.get();
    expect(calls).toHaveLength(1);
    now = 571_000; // within 30 s of the 600 s expiry
    await store.get();
    expect(calls).toHaveLength(2);
  });

  it('gives up on a call that outlasts its time limit with ECONNABORTED', async () => {
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/ai/token') return tokenAnswer('t');
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
      );
    }) as unknown as typeof fetch;
    const error = await aiGenerateApi(new AiClient({ fetch: fetchImpl, timeoutMs: 20 }))
      .fromQuery({ quizQuery: 'x' })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe(TIMEOUT_CODE);
    expect(fileAiErrorMessage(error)).toBe(FILE_AI_ERROR_MESSAGES[TIMEOUT_CODE]);
  });

  it('streams file progress and returns the result; a stream error becomes its status', async () => {
    const lines = (...objects: object[]) =>
      new Response(objects.map((object) => JSON.stringify(object)).join('\n'), {
        status: 200,
        headers: { 'content-type': 'application/x-ndjson' },
      });
    const { fetchImpl, calls } = scriptedFetch({
      '/api/ai/token': [() => tokenAnswer('t')],
      '/api/quiz-builder/generate/file': [
        () =>
          lines(
            { type: 'job', job_id: 'j1' },
            { type: 'progress', phase: 'reading', pages_read: 3, page_count: 14 },
            { type: 'progress', phase: 'writing', questions_written: 10, question_count: 10 },
            { type: 'result', questions: [], source_length: 100, used_source_length: 90 },
          ),
        () =>
          lines(
            { type: 'job', job_id: 'j2' },
            { type: 'error', status: 422, error: { code: 'UNPROCESSABLE', message: 'No text' } },
          ),
      ],
    });
    const api = aiGenerateApi(new AiClient({ fetch: fetchImpl }));
    const progress: unknown[] = [];
    const jobs: string[] = [];
    const file = new File(['%PDF-'], 'notes.pdf');
    const result = await api.fromFile(
      file,
      { quizCount: 10, tryCount: 1 },
      { onProgress: (p) => progress.push(p), onJob: (id) => jobs.push(id) },
    );
    expect(result).toEqual({ questions: [], sourceLength: 100, usedSourceLength: 90 });
    expect(progress).toEqual([
      { phase: 'reading', pagesRead: 3, pageCount: 14 },
      { phase: 'writing', questionsWritten: 10, questionCount: 10 },
    ]);
    expect(jobs).toEqual(['j1']);
    const form = calls[1]?.init.body as FormData;
    expect(form.get('quiz_count')).toBe('10');
    expect(header(calls[1], 'accept')).toBe('application/x-ndjson');
    const error = await api.fromFile(file, {}).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(422);
    expect(fileAiErrorMessage(error)).toBe(FILE_AI_ERROR_MESSAGES[422]);
  });
});

describe('spec §8 "File AI" messages', () => {
  it('maps every status of the catalogue and defaults the rest', () => {
    const message = (status: number) => fileAiErrorMessage(new ApiError(status, 'X', 'x'));
    expect(message(401)).toEqual({ title: 'errors.file.noAuthor' });
    expect(message(403)).toEqual({ title: 'errors.file.noAuthor' });
    expect(message(415).description).toBe('errors.file.extensions');
    expect(message(423).description).toBe('errors.file.password');
    expect(message(413).description).toBe('errors.file.ocrLimit');
    expect(message(422).description).toBe('errors.file.ocrLimit');
    expect(message(429).description).toBe('errors.file.busy');
    expect(message(503).description).toBe('errors.file.busy');
    expect(message(500)).toEqual(FILE_AI_ERROR_MESSAGES.default);
    expect(fileAiErrorMessage(new Error('?'))).toEqual(FILE_AI_ERROR_MESSAGES.default);
  });

  it('has every key in Korean and English', () => {
    const keys = [...Object.values(FILE_AI_ERROR_MESSAGES), ...Object.values(AI_ERROR_MESSAGES)].flatMap(
      (m) => [m.title, 'description' in m ? m.description : undefined].filter((key): key is string => !!key),
    );
    for (const lng of ['ko', 'en'] as const) {
      const i18n = createI18n({ lng, detect: false });
      addLazyAiLocales(i18n);
      for (const key of [...keys, 'errors.file.tooLarge', 'errors.file.required'])
        expect(i18n.exists(key, { ns: 'ai' }), `${lng} ${key}`).toBe(true);
    }
  });

  it('checks files in the browser as 413 / 415 (spec §8 "client-side file errors")', () => {
    expect(checkAiFile(null)?.status).toBe(400);
    expect(checkAiFile({ name: 'a.exe', size: 1 })?.status).toBe(415);
    expect(checkAiFile({ name: 'a.PDF', size: 31 * 1024 * 1024 })?.status).toBe(413);
    expect(checkAiFile({ name: 'lecture.hwp', size: 1024 })).toBeNull();
  });
});
