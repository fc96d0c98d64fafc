import { savedQuizSetSchema } from '@quizset/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { validPayload, withOptions } from './helpers/payloads';

/**
 * Issue 7 "A duplicate is recognisable": GET /api/quizsets/{id} of a duplicate carries `origin`, the
 * original set's current title and author, joined at read time; an original that was deleted, or is
 * private to the reader, gives `origin: null` (a neutral credit) and leaks neither title nor author.
 */
describe.each(BACKENDS)('the credit of a duplicate on %s', (backend) => {
  let ctx: TestContext;
  let pro: string;
  let basic: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    pro = await ctx.signIn('pro@demo.example');
    basic = await ctx.signIn('basic@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function create(cookie: string, payload = validPayload()): Promise<string> {
    const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }

  async function read(id: string, cookie: string) {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return savedQuizSetSchema.parse(response.json().data);
  }

  it("credits another teacher's public original with its title and author", async () => {
    const originId = await create(pro, validPayload({ title: '원본 세트' }));
    const author = (await read(originId, pro)).author;
    const copyId = await create(
      basic,
      validPayload({ title: '원본 세트 (사본)', originQuizSetId: originId }),
    );
    const copy = await read(copyId, basic);
    expect(copy.originQuizSetId).toBe(originId);
    expect(copy.origin).toEqual({
      id: originId,
      title: '원본 세트',
      author: { id: author.id, name: author.name },
    });
    // A set that is not a duplicate has no credit.
    expect((await read(originId, pro)).origin).toBeNull();
  });

  it('gives a neutral credit (null) when the original is private to the reader', async () => {
    const privateId = await create(pro, withOptions({ isPublic: false }, { title: '비공개 원본' }));
    const copyId = await create(pro, validPayload({ title: '공개 사본', originQuizSetId: privateId }));
    // Its owner still sees where the copy came from.
    expect((await read(copyId, pro)).origin?.title).toBe('비공개 원본');
    const asOther = await ctx.request({ method: 'GET', url: `/api/quizsets/${copyId}`, cookie: basic });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.json().data.origin).toBeNull();
    expect(asOther.body).not.toContain('비공개 원본');
    const signedOut = await ctx.request({ method: 'GET', url: `/api/quizsets/${copyId}` });
    expect(signedOut.json().data.origin).toBeNull();
  });

  it('gives a neutral credit (null) once the original is deleted', async () => {
    const originId = await create(pro, validPayload({ title: '지울 원본' }));
    const copyId = await create(basic, validPayload({ title: '남는 사본', originQuizSetId: originId }));
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${originId}`, cookie: pro });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const copy = await read(copyId, basic);
    expect(copy.originQuizSetId).toBe(originId);
    expect(copy.origin).toBeNull();
  });
});
