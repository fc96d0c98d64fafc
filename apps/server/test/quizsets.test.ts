import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session as sessionTable } from '../src/db/schema';
import { getTemplate, getTemplateWithAccess } from '../src/features/templates/get-template';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { KR_CATEGORY, multipleChoice, ox, validPayload, withOptions } from './helpers/payloads';

describe.each(BACKENDS)('quiz sets (api.md "Building") on %s', (backend) => {
  let ctx: TestContext;
  let free: string;
  let pro: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    free = await ctx.signIn('free@demo.example');
    pro = await ctx.signIn('pro@demo.example');
    admin = await ctx.signIn('admin@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function create(cookie: string, payload = validPayload()) {
    const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      id: string;
      createdAt: string;
      categoryTreeData: unknown;
      countryCode: string;
    };
  }

  it("reads a create's caller access and map in one statement: none without a live session row (issue 20 item 2)", async () => {
    const cookie = await ctx.signIn('basic@demo.example');
    const [row] = await ctx.database.db
      .select({ id: sessionTable.id })
      .from(sessionTable)
      .where(eq(sessionTable.userId, 'demo-basic'));
    if (!row) throw new Error('no session row');
    const verified = {
      sessionId: row.id,
      user: {
        id: 'demo-basic',
        name: '',
        email: '',
        planType: 'FREE' as const,
        countryCode: 'US',
        isAdmin: false,
        userType: null,
      },
    };
    const read = (templateId: string, v = verified) =>
      getTemplateWithAccess(ctx.database.db, { verified: v, templateId });
    // Access as the user row says now (not as the cookie claimed), the template as a save needs it.
    const found = await read('classic-classroom');
    expect(found.access).toMatchObject({
      planType: 'BASIC',
      countryCode: 'KR',
      admin: false,
      userType: 'TEACHER',
    });
    const stored = await getTemplate(ctx.database.db, 'classic-classroom');
    expect(found.template).toEqual({
      id: stored?.id,
      type: stored?.type,
      templatePlanType: stored?.templatePlanType,
    });
    expect(await read('no-such-map')).toEqual({ access: found.access, template: null });
    // Another user's session id, or the session signed out: no access, no template.
    expect(
      await read('classic-classroom', { ...verified, user: { ...verified.user, id: 'demo-pro' } }),
    ).toEqual({
      access: null,
      template: null,
    });
    await ctx.request({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(await read('classic-classroom')).toEqual({ access: null, template: null });
    const refused = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload(),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('creates and reads back the saved form', async () => {
    const created = await create(free);
    expect(Object.keys(created).sort()).toEqual(['categoryTreeData', 'countryCode', 'createdAt', 'id']);
    expect(created.categoryTreeData).toEqual(KR_CATEGORY);
    expect(created.countryCode).toBe('KR');
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free });
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(data).toMatchObject({
      id: created.id,
      title: '테스트 퀴즈 세트',
      templateId: 'classic-classroom',
      templateType: 'linear',
      categoryTreeData: KR_CATEGORY,
      quizsetOptions: { isPublic: true, isAllowPass: true, showIncorrectAnswer: true, isShuffle: true },
      enabledEdit: true,
      isLocked: false,
      playCount: 0,
      originQuizSetId: null,
      author: { id: 'demo-free', name: '김무료 선생님' },
      createdAt: created.createdAt,
      updatedAt: created.createdAt,
    });
    expect(
      data.quizList.map((quiz: { id: string; order: number; type: string }) => [
        quiz.id,
        quiz.order,
        quiz.type,
      ]),
    ).toEqual([
      ['mc000001', 1, 'multiple'],
      ['ox000001', 2, 'ox'],
      ['sub00001', 3, 'subjective'],
    ]);
  });

  it('stores a long question list lz4-compressed on PostgreSQL, and reads it back (migration 0022)', async () => {
    const quizList = Array.from({ length: 20 }, (_, index) =>
      multipleChoice({ id: `lz4q${String(index).padStart(4, '0')}` }),
    );
    const response = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: pro,
      payload: validPayload({ quizList }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    const result = await ctx.database.db.execute(
      sql`SELECT pg_column_compression(quiz_list) AS method FROM quiz_sets WHERE id = ${id}`,
    );
    const [row] = (result as unknown as { rows: { method: string | null }[] }).rows;
    // PGlite has no lz4: the migration leaves its default (pglz) in place there.
    expect(row?.method).toBe(backend === 'postgres' ? 'lz4' : 'pglz');
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie: pro });
    expect(read.json().data.quizList.map((quiz: { id: string }) => quiz.id)).toEqual(
      quizList.map((quiz) => quiz.id),
    );
  });

  it('shows the quiz set to others without edit rights, and refuses their update and delete (403)', async () => {
    const created = await create(free);
    const asPro = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: pro });
    expect(asPro.json().data.enabledEdit).toBe(false);
    const signedOut = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}` });
    expect(signedOut.json().data.enabledEdit).toBe(false);
    const { updatedAt } = asPro.json().data;
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: pro,
      payload: validPayload({ title: 'hijacked', updatedAt }),
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().error.code).toBe('FORBIDDEN');
    const del = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${created.id}`, cookie: pro });
    expect(del.statusCode).toBe(403);
    const still = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}` });
    expect(still.json().data.title).toBe('테스트 퀴즈 세트');
  });

  it('updates with the version read; a stale updatedAt is 409 with the current one', async () => {
    const created = await create(free);
    const first = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload({ quizSetId: created.id, title: '고친 제목', updatedAt: created.createdAt }),
    });
    expect(first.statusCode, first.body).toBe(200);
    const { updatedAt } = first.json().data;
    expect(first.json().data.id).toBe(created.id);
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.parse(created.createdAt));

    const stale = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload({ title: '덮어쓰기', updatedAt: created.createdAt }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', updatedAt });

    // "Overwrite" resends with the server's current updatedAt.
    const overwrite = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload({ title: '덮어쓰기', updatedAt }),
    });
    expect(overwrite.statusCode).toBe(200);
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free });
    expect(read.json().data).toMatchObject({ title: '덮어쓰기', updatedAt: overwrite.json().data.updatedAt });
  });

  it('keeps question ids, replaces a repeated one, and sets order from the position', async () => {
    const created = await create(
      free,
      validPayload({ quizList: [multipleChoice({ order: 7 }), ox({ id: 'mc000001', order: 7 })] }),
    );
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free });
    const [first, second] = read.json().data.quizList;
    expect([first.id, first.order]).toEqual(['mc000001', 1]);
    expect(second.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(second.id).not.toBe('mc000001');
    expect(second.order).toBe(2);
  });

  it('refuses a map change on update (400) and a missing updatedAt (400)', async () => {
    const created = await create(free);
    const moved = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload({ templateId: 'race-track', updatedAt: created.createdAt }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The map cannot be changed when editing a quiz set',
    });
    const noVersion = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload(),
    });
    expect(noVersion.statusCode).toBe(400);
  });

  it("lets an admin update and delete anyone's quiz set", async () => {
    const created = await create(free);
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: admin });
    expect(read.json().data.enabledEdit).toBe(true);
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: admin,
      payload: validPayload({ title: '관리자 수정', updatedAt: created.createdAt }),
    });
    expect(update.statusCode).toBe(200);
    const del = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${created.id}`, cookie: admin });
    expect(del.statusCode).toBe(200);
  });

  it('duplicates a readable quiz set with originQuizSetId; an unreadable origin is 404', async () => {
    const origin = await create(free);
    const copy = await create(pro, validPayload({ originQuizSetId: origin.id, title: '복사본' }));
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${copy.id}`, cookie: pro });
    expect(read.json().data).toMatchObject({
      originQuizSetId: origin.id,
      author: { id: 'demo-pro' },
      enabledEdit: true,
    });

    const privateSet = await create(pro, withOptions({ isPublic: false }));
    const steal = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: free,
      payload: validPayload({ originQuizSetId: privateSet.id }),
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error.code).toBe('NOT_FOUND');
  });

  it('hides private quiz sets from everyone but the owner (404)', async () => {
    const created = await create(pro, withOptions({ isPublic: false }));
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: pro })).statusCode,
    ).toBe(200);
    const other = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({ code: 'NOT_FOUND', message: 'Quiz set not found' });
    expect((await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}` })).statusCode).toBe(404);
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${created.id}`,
      cookie: free,
      payload: validPayload({ updatedAt: created.createdAt }),
    });
    expect(update.statusCode).toBe(404);
  });

  it('normalizes options like the builder (spec §4)', async () => {
    const round = await create(
      free,
      withOptions(
        { isAllowPass: false, showIncorrectAnswer: false, isShuffle: true },
        { templateId: 'round-ocean', quizList: [ox()] },
      ),
    );
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${round.id}`, cookie: free });
    expect(read.json().data.quizsetOptions).toMatchObject({
      isAllowPass: true,
      showIncorrectAnswer: true,
      isShuffle: false,
    });
    const noPass = await create(free, withOptions({ isAllowPass: false, showIncorrectAnswer: true }));
    const read2 = await ctx.request({ method: 'GET', url: `/api/quizsets/${noPass.id}`, cookie: free });
    expect(read2.json().data.quizsetOptions).toMatchObject({
      isAllowPass: false,
      showIncorrectAnswer: false,
      isShuffle: true,
    });
  });

  it('marks a quiz set locked for a reader whose plan is below its map', async () => {
    const created = await create(pro, validPayload({ templateId: 'classic-space' }));
    const asFree = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free });
    expect(asFree.json().data.isLocked).toBe(true);
    const asPro = await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: pro });
    expect(asPro.json().data.isLocked).toBe(false);
  });

  it('deletes its own quiz set; reading it afterwards is 404', async () => {
    const created = await create(free);
    const del = await ctx.request({ method: 'DELETE', url: `/api/quizsets/${created.id}`, cookie: free });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: { id: created.id } });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/quizsets/${created.id}`, cookie: free })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/quizsets/${created.id}`, cookie: free })).statusCode,
    ).toBe(404);
  });

  it('serves build-data with templates, category tree, publishers and the last choices', async () => {
    const cookie = await ctx.signIn('basic@demo.example');
    const before = await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie });
    expect(before.statusCode).toBe(200);
    const data = before.json().data;
    expect(data.templates.length).toBe(15);
    expect(new Set(data.templates.map((t: { type: string }) => t.type))).toEqual(
      new Set(['linear', 'free', 'round', 'team']),
    );
    expect(new Set(data.templates.map((t: { templatePlanType: string }) => t.templatePlanType))).toEqual(
      new Set(['FREE', 'BASIC', 'PRO']),
    );
    const priorities = data.templates.map((t: { priority: number }) => t.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(Object.keys(data.templates[0]).sort()).toEqual(
      [
        'templateId',
        'type',
        'templatePlanType',
        'priority',
        'hasNewTag',
        'thumbnailImage',
        'detailsImage',
        'serializedLocalize',
      ].sort(),
    );
    expect(data.templates[0].serializedLocalize.ko).toMatchObject({
      name: expect.any(String),
      description: expect.any(Array),
      // Issue 10: each map's preview play is a room with a sample quiz.
      previewPlayUrl: `/play/preview-${data.templates[0].templateId}`,
    });
    expect(data.userBuildInfo).toEqual({ lastQuizSetCreationInfo: null, countryCode: 'KR' });
    expect(data.categoryTree.schoolInfoTree.map((s: { categoryTreeId: string }) => s.categoryTreeId)).toEqual(
      ['101', '102', '103'],
    );
    expect(data.categoryTree.subjectTree.length).toBeGreaterThan(50);
    expect(data.publishers.length).toBeGreaterThan(5);

    const categoryTreeData = {
      categoryTreeId: '1030202',
      schoolSemester: '2',
      publisher: '우리출판',
    } as const;
    await create(
      cookie,
      withOptions({ isLastSchoolInfoSaved: true }, { templateId: 'race-snow', categoryTreeData }),
    );
    const after = await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie });
    expect(after.json().data.userBuildInfo.lastQuizSetCreationInfo).toEqual({
      createdAt: expect.any(String),
      categoryTreeData,
      isLastSchoolInfoSaved: true,
    });
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data.recentQuizsetInfo).toEqual({
      createdAt: expect.any(String),
      schoolType: 'HIGH',
      schoolGrade: 11,
      schoolSemester: '2',
    });
  });

  it("keeps the newest save's school info when one teacher's creates run in parallel (issue 20 item 2)", async () => {
    // The creates share one UPDATE of the user row (recordLatestQuizSetCreationInfo); whichever way
    // they are folded, the stored info is the one of the save with the latest createdAt.
    const high = { categoryTreeId: '1030202', schoolSemester: '2', publisher: '우리출판' } as const;
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        create(
          pro,
          withOptions({ isLastSchoolInfoSaved: true }, index % 2 ? { categoryTreeData: high } : {}),
        ),
      ),
    );
    const latest = created
      .map((c) => c.createdAt)
      .sort()
      .at(-1);
    // Two saves within one millisecond are equally new: either one's info may stand.
    const newest = created.filter((c) => c.createdAt === latest).map((c) => c.categoryTreeData);
    const data = (
      await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie: pro })
    ).json().data;
    const stored = data.userBuildInfo.lastQuizSetCreationInfo;
    expect(stored).toMatchObject({ createdAt: latest, isLastSchoolInfoSaved: true });
    expect(newest).toContainEqual(stored.categoryTreeData);
  });

  it('serves a US teacher the US tree, no publishers and no BASIC maps (spec §6)', async () => {
    const cookie = await ctx.signIn('pro.us@demo.example');
    const data = (await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie })).json()
      .data;
    expect(data.userBuildInfo.countryCode).toBe('US');
    expect(data.categoryTree.schoolInfoTree.map((s: { value: string }) => s.value)).toEqual([
      'ELEMENTARY',
      'MIDDLE',
      'HIGH',
    ]);
    expect(data.publishers).toEqual([]);
    expect(data.templates.some((t: { templatePlanType: string }) => t.templatePlanType === 'BASIC')).toBe(
      false,
    );
    expect(data.templates.length).toBe(10);
  });
});
