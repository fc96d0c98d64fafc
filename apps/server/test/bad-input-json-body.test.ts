import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { validPayload } from './helpers/payloads';

const INVALID_CHARACTER = 'Text cannot contain NUL characters or broken Unicode';
const INVALID_JSON = 'The request body is not valid JSON';

/** A create body as raw JSON text with `title` spliced in as written (escapes stay escapes). */
function bodyWithTitle(rawTitle: string): string {
  return JSON.stringify(validPayload({ title: 'TITLE_MARK' })).replace('TITLE_MARK', rawTitle);
}

/** A create body as raw JSON text with `rawMember` (`"key":value`) added as its last member. */
function bodyWithMember(rawMember: string): string {
  return `${JSON.stringify(validPayload()).slice(0, -1)},${rawMember}}`;
}

/**
 * Issue 20 item 2: the JSON parser notes bodies whose text holds no NUL or surrogate escape, and the
 * bad-input guard (issue 6) walks only the others. These bodies must still be refused by the guard,
 * with its message (a skipped walk would let them through to zod, the rules or the database), and
 * the parser must keep refusing prototype poisoning.
 */
describe.each(BACKENDS)('JSON bodies and the bad-input guard on %s', (backend) => {
  let ctx: TestContext;
  let pro: string;
  let existingId: string;
  let before: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    pro = await ctx.signIn('pro@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: validPayload(),
    });
    existingId = created.json().data.id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    before = await snapshotDatabase(ctx.database);
  });

  async function send(body: string, method: 'POST' | 'PUT' = 'POST') {
    return ctx.request({
      method,
      url: method === 'POST' ? '/api/quizsets' : `/api/quizsets/${existingId}`,
      cookie: pro,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
  }

  async function expectRefused(body: string, message: string, method: 'POST' | 'PUT' = 'POST') {
    const response = await send(body, method);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(message);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    return error;
  }

  it.each([
    ['a NUL escape in the title', bodyWithTitle('a\\u0000b')],
    ['a high surrogate escape', bodyWithTitle('a\\ud800b')],
    ['a low surrogate escape in upper case', bodyWithTitle('a\\uDFFFb')],
    ['a surrogate escape in mixed case', bodyWithTitle('a\\uDbFfb')],
    ['a NUL escape after an escaped backslash', bodyWithTitle('a\\\\\\u0000b')],
    ['a NUL escape in the key of an unknown member', bodyWithMember('"x\\u0000":1')],
    [
      'a lone surrogate at the bottom of 10,000 levels',
      bodyWithMember(`"deep":${'['.repeat(10_000)}"\\udc00"${']'.repeat(10_000)}`),
    ],
    ['a NUL escape after a 1 MB string', bodyWithMember(`"big":"${'a'.repeat(1_000_000)}\\u0000"`)],
  ])('%s → 400 from the guard, on create and update', async (_name, body) => {
    const error = await expectRefused(body, INVALID_CHARACTER);
    expect(error.details.length).toBeGreaterThan(0);
    const update = body.replace(/^\{/, `{"updatedAt":"${new Date().toISOString()}",`);
    await expectRefused(update, INVALID_CHARACTER, 'PUT');
  });

  it('a raw NUL byte is not JSON → 400', async () => {
    await expectRefused(bodyWithTitle('a\u0000b'), INVALID_JSON);
  });

  it.each([
    ['__proto__', '"__proto__":{"isAdmin":true}'],
    ['an escaped __proto__', '"\\u005f_proto__":{"isAdmin":true}'],
    ['constructor.prototype', '"constructor":{"prototype":{"isAdmin":true}}'],
    ['__proto__ deep inside', '"deep":[[{"__proto__":{"isAdmin":true}}]]'],
  ])('%s → 400 invalid JSON, nothing polluted', async (_name, member) => {
    await expectRefused(bodyWithMember(member), INVALID_JSON);
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  it('escapes that make no NUL or lone surrogate pass the guard', async () => {
    // An escaped backslash before `u0000` is text; a surrogate pair is one emoji.
    const response = await send(bodyWithTitle('a\\\\u0000 \\ud83d\\ude00 \\uac00'));
    expect(response.statusCode, response.body).toBe(201);
    const read = await ctx.request({
      method: 'GET',
      url: `/api/quizsets/${response.json().data.id}`,
      cookie: pro,
    });
    expect(read.json().data.title).toBe('a\\u0000 😀 가');
  });
});
