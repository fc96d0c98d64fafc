import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serializeErrorForLog } from '../src/plugins/error-handler';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { multipart } from './helpers/multipart';
import { multipleChoice, ox, subjective, validPayload } from './helpers/payloads';
import { MINIMAL_PDF } from './helpers/pdf';

/** A PNG declaring `width` × `height` 1-bit pixels, all zero: kilobytes that decode to gigapixels. */
function decompressionBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

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
 * Issue 6 "Bad input gets a 4xx, never a 500": the probe's requests, each answered 400 (or the
 * matching 4xx) with the error envelope, the database untouched.
 */
describe.each(BACKENDS)('bad input (issue 6) on %s', (backend) => {
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

  async function expectEnvelope(
    response: Awaited<ReturnType<TestContext['request']>>,
    status = 400,
    code = 'VALIDATION_FAILED',
  ) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(typeof error.message).toBe('string');
    expect(error.message.length).toBeGreaterThan(0);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    return error;
  }

  /** Every text field of a quiz set submit with `bad` in it, as [name, payload]. */
  function quizSetVariants(bad: string): Array<[string, unknown]> {
    const mc = multipleChoice();
    const choices = mc.type === 'multiple' ? mc.multipleData.choiceListV2 : [];
    const category = validPayload().categoryTreeData;
    return [
      ['title', validPayload({ title: `제목${bad}` })],
      ['templateId', validPayload({ templateId: `classic-classroom${bad}` })],
      [
        'categoryTreeId',
        validPayload({ categoryTreeData: { ...category, categoryTreeId: `1010504${bad}` } }),
      ],
      ['publisher', validPayload({ categoryTreeData: { ...category, publisher: `CHUNJAE${bad}` } })],
      ['custom publisher', validPayload({ categoryTreeData: { ...category, publisher: `출판${bad}사` } })],
      ['question', validPayload({ quizList: [ox({ data: { question: `q${bad}`, questionRichText: '' } })] })],
      [
        'questionRichText',
        validPayload({ quizList: [ox({ data: { questionRichText: `<p>q${bad}</p>` } })] }),
      ],
      ['quiz id', validPayload({ quizList: [ox({ id: `ox${bad}0001` })] })],
      ['imageUrl', validPayload({ quizList: [ox({ imageUrl: `/uploads/${bad}.webp` })] })],
      ['hint', validPayload({ quizList: [ox({ hint: { type: 'text', value: `힌트${bad}` } })] })],
      [
        'choice text',
        validPayload({
          quizList: [
            multipleChoice({
              data: {
                choiceListV2: [{ text: `a${bad}`, richText: '', imageUrl: null }, ...choices.slice(1)],
              },
            }),
          ],
        }),
      ],
      [
        'choice richText',
        validPayload({
          quizList: [
            multipleChoice({
              data: {
                choiceListV2: [
                  { text: 'a', richText: `<p>a${bad}</p>`, imageUrl: null },
                  ...choices.slice(1),
                ],
              },
            }),
          ],
        }),
      ],
      [
        'subjective answer',
        validPayload({ quizList: [subjective({ data: { answerList: [`서울${bad}`] } })] }),
      ],
      ['originQuizSetId', validPayload({ originQuizSetId: `${existingId}${bad}` })],
    ];
  }

  for (const [kind, bad] of [
    ['NUL', NUL],
    ['lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`a ${kind} in any quiz set field → 400 with the envelope (create and update)`, async () => {
      for (const [field, payload] of quizSetVariants(bad)) {
        const create = await ctx.request({
          method: 'POST',
          url: '/api/quizsets',
          cookie: pro,
          payload: payload as object,
        });
        const error = await expectEnvelope(create);
        expect(error.details?.length, field).toBeGreaterThan(0);
        const update = await ctx.request({
          method: 'PUT',
          url: `/api/quizsets/${existingId}`,
          cookie: pro,
          payload: { ...(payload as object), updatedAt: new Date().toISOString() },
        });
        await expectEnvelope(update);
      }
    });

    it(`a ${kind} in profile fields, search texts and route ids → 400`, async () => {
      const encoded = encodeURIComponent(bad === NUL ? NUL : 'x');
      const requests = [
        { method: 'PATCH' as const, url: '/api/users/info', cookie: pro, payload: { name: `이름${bad}` } },
        {
          method: 'PATCH' as const,
          url: '/api/users/info',
          cookie: pro,
          payload: { schoolName: `학교${bad}` },
        },
        {
          method: 'PATCH' as const,
          url: '/api/users/edit',
          cookie: pro,
          payload: { recentQuizsetInfo: { [`k${bad}`]: 1 } },
        },
        {
          method: 'PATCH' as const,
          url: '/api/users/edit',
          cookie: pro,
          payload: { recentQuizsetInfo: { k: `v${bad}` } },
        },
        {
          method: 'POST' as const,
          url: '/api/users/myquiz',
          cookie: pro,
          payload: { page: 1, categoryFilters: { criteria: { searchText: `a${bad}`, searchType: 'TITLE' } } },
        },
        {
          method: 'POST' as const,
          url: '/api/users/demo-pro/quizsets',
          payload: { page: 1, categoryFilters: { criteria: { searchText: `a${bad}` } } },
        },
        {
          method: 'POST' as const,
          url: '/api/auth/sign-up/email',
          payload: { name: `n${bad}`, email: 'bad.char@example.com', password: 'correct-horse-battery' },
        },
      ];
      if (bad === NUL)
        requests.push(
          {
            method: 'GET' as never,
            url: `/api/quizsets?q=${encoded}`,
            cookie: pro,
            payload: undefined as never,
          },
          {
            method: 'GET' as never,
            url: `/api/quizsets/${encoded}`,
            cookie: pro,
            payload: undefined as never,
          },
          {
            method: 'DELETE' as never,
            url: `/api/quizsets/${encoded}`,
            cookie: pro,
            payload: undefined as never,
          },
          {
            method: 'GET' as never,
            url: `/api/users/demo-pro${encoded}/info`,
            cookie: pro,
            payload: undefined as never,
          },
          {
            method: 'POST' as never,
            url: `/api/users/${encoded}/quizsets`,
            cookie: pro,
            payload: { page: 1 } as never,
          },
        );
      for (const request of requests) {
        const response = await ctx.request(request);
        await expectEnvelope(response);
      }
    });
  }

  it('a multipart body whose boundary does not match → 400', async () => {
    const body = multipart({ name: 'a.png', data: Buffer.from('not really a png') });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets/image',
      cookie: pro,
      payload: body.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=----not-the-one-used' },
    });
    await expectEnvelope(response);
  });

  it("Fastify's own errors use the envelope: FST_ERR_BAD_URL", async () => {
    const response = await ctx.request({ method: 'GET', url: '/uploads/%c0%ae%c0%ae/x' });
    await expectEnvelope(response);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('image URLs must be images this server issued and still holds', async () => {
    const upload = multipart({
      name: 'p.png',
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .png()
        .toBuffer(),
    });
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/quizsets/image',
      cookie: pro,
      ...upload,
    });
    const { imageUrl } = uploaded.json().data;
    before = await snapshotDatabase(ctx.database);
    const refused = [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://probe.invalid/pixel.gif',
      '//probe.invalid/pixel.gif',
      `http://quizset.test${imageUrl}`,
      '/uploads/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/../package.json',
      `${imageUrl}?x=1`,
      '/static/templates/classic-space.svg',
    ];
    for (const url of refused) {
      for (const payload of [
        validPayload({ quizList: [ox({ imageUrl: url })] }),
        validPayload({ quizList: [ox({ hint: { type: 'image', value: url } })] }),
        validPayload({
          quizList: [
            multipleChoice({
              data: {
                choiceListV2: [
                  { text: 'a', richText: '<p>a</p>', imageUrl: url },
                  { text: 'b', richText: '<p>b</p>', imageUrl: null },
                ],
                answerList: ['0'],
              },
            }),
          ],
        }),
      ]) {
        const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: pro, payload });
        const error = await expectEnvelope(response);
        expect(error.message, url).toBe('Images must be files uploaded to Quizset');
      }
    }
    const accepted = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: validPayload({ quizList: [ox({ imageUrl, hint: { type: 'image', value: imageUrl } })] }),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('removes bidirectional controls from uploaded file names', async () => {
    const pdf = MINIMAL_PDF;
    const body = multipart({
      name: 'report\u202Efdp.exe\u2066\u2069\u202A\u202B\u202C\u202D.pdf',
      data: pdf,
    });
    const response = await ctx.request({ method: 'POST', url: '/api/materials', cookie: pro, ...body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.originalFileName).toBe('reportfdp.exe.pdf');
  });

  it('answers a decompression bomb with the dimension message', async () => {
    for (const [width, height] of [
      [20_000, 20_000],
      [4_000, 1_000],
    ] as const) {
      const body = multipart({
        name: 'bomb.png',
        data: decompressionBomb(width, height),
        contentType: 'image/png',
      });
      const response = await ctx.request({
        method: 'POST',
        url: '/api/quizsets/image',
        cookie: pro,
        ...body,
      });
      const error = await expectEnvelope(response, 422, 'UNPROCESSABLE');
      expect(error.message).toBe('Image width and height must each be below 2048 px');
    }
  });

  it('logs a failed query without its parameters', async () => {
    const secret = 'the-whole-quiz-json';
    let failure: unknown;
    try {
      await ctx.database.db.execute(sql`select ${secret}::int`);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain(secret);
    const logged = JSON.stringify(serializeErrorForLog(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
  });

  /**
   * Issue 20 item 2: the JSON parser notes bodies whose text holds no NUL or surrogate escape, and the
   * guard walks only the others. These bodies must still be refused by the guard, with its message (a
   * skipped walk would let them through to zod, the rules or the database), and the parser must keep
   * refusing prototype poisoning.
   */
  describe('JSON bodies the parser notes for the guard', () => {
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
});
