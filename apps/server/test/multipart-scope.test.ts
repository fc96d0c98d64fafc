import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiHeaders, aiToken } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { multipart } from './helpers/multipart';

/*
 * Issue 20 item 2: @fastify/multipart is registered only in the plugins of the routes that take files
 * (plugins/multipart.ts), so its per-request hooks leave the other routes (answers, finishes, creates).
 * A multipart body sent to a JSON route is still answered as before: the route's own 400.
 */

/** The routes whose hook list (printRoutes) names an onResponse hook: multipart's clean-up, only there. */
function routesWithOnResponse(routes: string): string[] {
  const found: string[] = [];
  let route = '';
  for (const line of routes.split('\n')) {
    const name = /([^\s│├└─]+ \((?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\))\s*$/.exec(line);
    if (name?.[1]) route = name[1];
    else if (line.includes('(onResponse)')) found.push(route);
  }
  return found.sort();
}

describe.each(BACKENDS)('multipart where files are read, on %s', (backend) => {
  let ctx: TestContext;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AI_RATE_LIMIT: '1000' });
    cookie = await ctx.signIn('pro@demo.example');
    token = await aiToken(ctx, 'pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('its hooks are on the four file routes only', () => {
    const routes = ctx.app.printRoutes({ includeHooks: true, commonPrefix: false });
    expect(routesWithOnResponse(routes)).toEqual([
      '/api/materials (POST)',
      '/api/quiz-builder/generate/file (POST)',
      '/image (POST)',
      '/import (POST)',
    ]);
  });

  it('a multipart body to a JSON route: the same 400 as with the plugin everywhere', async () => {
    const body = multipart({ name: 'a.gift', data: Buffer.from('::Q:: a {T}') });
    const noBody = { path: '', message: 'Invalid input: expected object, received null' };
    const badId = { path: 'attemptId', message: 'Invalid UUID' };
    for (const [method, url, extra, detail] of [
      ['POST', '/api/quizsets', { cookie }, noBody],
      ['PUT', '/api/quizsets/nope', { cookie }, noBody],
      ['POST', '/api/rooms/nope/attempts', {}, noBody],
      ['POST', '/api/analytics/events', {}, noBody],
      ['POST', '/api/attempts/nope/answers', {}, badId],
      ['POST', '/api/attempts/nope/finish', {}, badId],
      [
        'POST',
        '/api/quiz-builder/generate/query',
        { headers: aiHeaders(token) },
        { path: 'quiz_query', message: 'Invalid input: expected string, received undefined' },
      ],
    ] as const) {
      const response = await ctx.request({
        method,
        url,
        ...extra,
        headers: { ...body.headers, ...('headers' in extra ? extra.headers : {}) },
        payload: body.payload,
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details[0]).toEqual(detail);
    }
  });
});
