import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAiApp } from '../src/features/ai/standalone-app';
import { aiHeaders } from './helpers/ai';
import { BACKENDS, createTestContext, ORIGIN, type TestContext } from './helpers/context';

/**
 * The AI service on its own (issue 9 "its own entry … scale apart", `npm run start:ai`): the API
 * (AI_SERVICE=external) issues tokens naming the service; the service, sharing AUTH_SECRET, accepts
 * them, answers CORS preflights from the app's origin only, and the API no longer serves AI calls.
 */
describe.each(BACKENDS)('standalone AI service on %s', (backend) => {
  let ctx: TestContext;
  let ai: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext(backend, {
      AI_SERVICE: 'external',
      AI_PUBLIC_URL: 'http://ai.quizset.test',
    });
    ai = await buildAiApp({ env: ctx.env, database: ctx.database, logger: false });
    await ai.ready();
  });
  afterAll(async () => {
    await ai.close();
    await ctx.close();
  });

  it('serves AI calls with tokens the API issued, and the API points to it', async () => {
    const cookie = await ctx.signIn('pro@demo.example');
    const issued = await ctx.request({ method: 'POST', url: '/api/ai/token', cookie });
    expect(issued.json().service_url).toBe('http://ai.quizset.test');
    const token = issued.json().access_token as string;
    const onApi = await ctx.request({
      method: 'POST',
      url: '/api/quiz-builder/generate/get-similar-quiz-prompt',
      headers: aiHeaders(token),
      payload: { question: 'What is 2 + 2?' },
    });
    expect(onApi.statusCode).toBe(404);
    const onService = await ai.inject({
      method: 'POST',
      url: '/api/quiz-builder/generate/get-similar-quiz-prompt',
      headers: { ...aiHeaders(token), origin: ORIGIN },
      payload: { question: 'What is 2 + 2?', locale: 'en' },
    });
    expect(onService.statusCode).toBe(200);
    expect(onService.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(onService.json().prompts.length).toBeGreaterThan(0);
    const unauthenticated = await ai.inject({
      method: 'POST',
      url: '/api/quiz-builder/generate/query',
      headers: { 'x-server-name': 'quizset' },
      payload: { quiz_query: 'x' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('answers CORS preflights for the app origin only', async () => {
    const preflight = (origin: string) =>
      ai.inject({
        method: 'OPTIONS',
        url: '/api/quiz-builder/generate/query',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-headers']).toContain('x-server-name');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
