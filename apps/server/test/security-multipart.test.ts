import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiHeaders, aiToken } from './helpers/ai';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/**
 * Issue 17 item 4: a body that does not parse as multipart is the client's fault on every upload
 * route. The probe's three bodies answered 500 on the AI file route; all of them must be 400 there,
 * as on the image and material routes.
 */
const MALFORMED: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', 'abc'],
  ['boundary never met', 'multipart/form-data; boundary=qq', 'abcdef'],
  ['200-character boundary', `multipart/form-data; boundary=${'b'.repeat(200)}`, 'x'],
  [
    'unterminated part',
    'multipart/form-data; boundary=qq',
    '--qq\r\nContent-Disposition: form-data; name="file"',
  ],
];

describe.each(BACKENDS)('malformed multipart on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AI_RATE_LIMIT: '1000', RATE_LIMIT_UPLOADS: '1000' });
    token = await aiToken(ctx, 'pro@demo.example');
    cookie = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(MALFORMED)('AI file route: %s → 400', async (_name, contentType, body) => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quiz-builder/generate/file',
      headers: { ...aiHeaders(token), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it.each(MALFORMED)('image and material routes: %s → 400', async (_name, contentType, body) => {
    for (const url of ['/api/quizsets/image', '/api/materials']) {
      const response = await ctx.request({
        method: 'POST',
        url,
        cookie,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
  });
});
