import { type QuizSetSubmit, quizSavedToSubmit, savedQuizSetSchema } from '@quizset/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';
import { multipart } from './helpers/multipart';
import { multipleChoice, ox, subjective, validPayload } from './helpers/payloads';
import { MINIMAL_PDF } from './helpers/pdf';

/**
 * Issue 7 "Tests": the spec §3 submit payload round-trips every field through create, read and
 * update; the §4/§6 refusals of an update or duplicate answer 4xx and change nothing.
 */
describe.each(BACKENDS)('the spec §3 payload on %s', (backend) => {
  let ctx: TestContext;
  let pro: string;
  let before: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    pro = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    before = await snapshotDatabase(ctx.database);
  });

  async function upload(
    url: string,
    name: string,
    data: Buffer,
    cookie = pro,
  ): Promise<Record<string, unknown>> {
    const body = multipart({ name, data });
    const response = await ctx.request({
      method: 'POST',
      url,
      cookie,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function send(method: 'POST' | 'PUT', url: string, cookie: string, payload: QuizSetSubmit) {
    return ctx.request({ method, url, cookie, payload });
  }

  async function create(cookie: string, payload: QuizSetSubmit): Promise<{ id: string; createdAt: string }> {
    const response = await send('POST', '/api/quizsets', cookie, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  async function fullPayload(): Promise<QuizSetSubmit> {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const image = async () => (await upload('/api/quizsets/image', 'q.png', png)).imageUrl as string;
    const material = await upload('/api/materials', '학습지.pdf', MINIMAL_PDF);
    const next = await create(pro, validPayload({ title: '다음 세트' }));
    const choiceImage = await image();
    return validPayload({
      title: '모든 필드',
      templateId: 'classic-space',
      categoryTreeData: { categoryTreeId: '103020205', schoolSemester: 'COMMON', publisher: '우리출판' },
      quizList: [
        multipleChoice({
          imageUrl: await image(),
          // Beyond spec §3 (issue 24 item 5): the image's alt text round-trips too.
          imageAlt: '초록 사각형',
          hint: { type: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' },
          data: {
            choiceListV2: [
              { text: '1', richText: '<p>1</p>', imageUrl: null },
              {
                text: '2',
                // As stored (sanitized): the highlight's style is rebuilt from its colour.
                richText:
                  '<p><mark data-color="#fff3a3" style="background-color:#fff3a3;color:inherit">2</mark></p>',
                imageUrl: choiceImage,
              },
              { text: '3', richText: '<p>3</p>', imageUrl: null },
            ],
            answerList: ['0', '2'],
          },
        }),
        ox({ order: 2, hint: { type: 'image', value: await image() }, data: { answer: 'x' } }),
        subjective({ order: 3, hint: { type: 'text', value: '두 글자' } }),
      ],
      quizsetOptions: {
        isPublic: false,
        isAllowPass: false,
        showIncorrectAnswer: false,
        isLastSchoolInfoSaved: true,
        isAiTranslationEnabled: true,
        isShuffle: true,
      },
      materials: [
        {
          type: 'FILE',
          url: material.fileUrl as string,
          originalFileName: '학습지.pdf',
          allowReopenDuringPlay: false,
          fileSize: material.fileSize as number,
        },
      ],
      isNextQuizsetAvailable: true,
      nextQuizsetId: next.id,
      aiTranslationLanguages: ['en', 'vi', 'ja'],
      aiTutorId: 'tutor-owl',
    });
  }

  /** The read model's fields that echo the payload, back in payload form. */
  async function readBack(id: string) {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie: pro });
    expect(response.statusCode).toBe(200);
    const saved = savedQuizSetSchema.parse(response.json().data);
    return {
      saved,
      asPayload: {
        title: saved.title,
        templateId: saved.templateId,
        categoryTreeData: saved.categoryTreeData,
        quizList: saved.quizList.map(quizSavedToSubmit),
        quizsetOptions: saved.quizsetOptions,
        materials: saved.materials,
        isNextQuizsetAvailable: saved.isNextQuizsetAvailable,
        nextQuizsetId: saved.nextQuizsetId,
        aiTranslationLanguages: saved.aiTranslationLanguages,
        aiTutorId: saved.aiTutorId,
      },
    };
  }

  it('round-trips every field of the payload through create, read and update', async () => {
    const payload = await fullPayload();
    const created = await send('POST', '/api/quizsets', pro, payload);
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json().data;
    expect(answer).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      categoryTreeData: payload.categoryTreeData,
      countryCode: 'KR',
    });
    const first = await readBack(answer.id);
    expect(first.asPayload).toEqual(payload);
    expect(first.saved).toMatchObject({ templateType: 'linear', countryCode: 'KR', originQuizSetId: null });

    const changed: QuizSetSubmit = {
      ...payload,
      title: '모든 필드 (고침)',
      categoryTreeData: { categoryTreeId: '1030202', schoolSemester: '1', publisher: 'VISANG' },
      quizList: [payload.quizList[2], payload.quizList[0]].map((item, index) => ({
        ...item,
        order: index + 1,
      })) as QuizSetSubmit['quizList'],
      quizsetOptions: {
        ...payload.quizsetOptions,
        isPublic: true,
        isAllowPass: true,
        showIncorrectAnswer: true,
      },
      materials: [],
      isNextQuizsetAvailable: false,
      aiTranslationLanguages: [],
      aiTutorId: null,
      quizSetId: answer.id,
      updatedAt: first.saved.updatedAt,
    };
    const updated = await send('PUT', `/api/quizsets/${answer.id}`, pro, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    const second = await readBack(answer.id);
    const { quizSetId: _id, updatedAt: _at, ...expected } = changed;
    // Translation off → isAiTranslationEnabled false; the next set's id is kept while switched off.
    expect(second.asPayload).toEqual({
      ...expected,
      quizsetOptions: { ...expected.quizsetOptions, isAiTranslationEnabled: false },
    });
  });

  it('duplicates with originQuizSetId and keeps every field', async () => {
    const payload = await fullPayload();
    const origin = await create(pro, payload);
    const copy = await create(pro, { ...payload, title: '모든 필드 (사본)', originQuizSetId: origin.id });
    const read = await readBack(copy.id);
    expect(read.saved.originQuizSetId).toBe(origin.id);
    expect(read.asPayload).toEqual({ ...payload, title: '모든 필드 (사본)' });
  });

  it('refuses an image alt text over 300 characters (issue 24), changing nothing', async () => {
    const response = await send(
      'POST',
      '/api/quizsets',
      pro,
      validPayload({ quizList: [multipleChoice({ imageAlt: '가'.repeat(301) })] }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });

  it('refuses an UPDATE whose map is above the caller plan now (spec §4), changing nothing', async () => {
    const created = await create(pro, validPayload({ templateId: 'classic-space' }));
    // The PRO teacher moves down to BASIC.
    await ctx.database.db.update(user).set({ planType: 'BASIC' }).where(eq(user.id, 'demo-pro'));
    before = await snapshotDatabase(ctx.database);
    const response = await send('PUT', `/api/quizsets/${created.id}`, pro, {
      ...validPayload({ templateId: 'classic-space', title: '못 고침' }),
      quizSetId: created.id,
      updatedAt: created.createdAt,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      feature: 'MAP_TEMPLATE',
      requiredPlan: 'PRO',
    });
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    await ctx.database.db.update(user).set({ planType: 'PRO' }).where(eq(user.id, 'demo-pro'));
  });

  it("refuses UPDATE and DUPLICATE of another country's set (spec §4), changing nothing", async () => {
    const created = await create(pro, validPayload());
    const us = await ctx.signIn('pro.us@demo.example');
    before = await snapshotDatabase(ctx.database);
    const duplicate = await send('POST', '/api/quizsets', us, {
      ...validPayload({
        categoryTreeData: { categoryTreeId: '2010403', schoolSemester: null, publisher: null },
      }),
      originQuizSetId: created.id,
    });
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json().error.message).toBe(
      'This quiz set belongs to another country and cannot be edited here',
    );
    // The owner's own country changes: the set stays KR and cannot be edited from the US.
    await ctx.database.db.update(user).set({ countryCode: 'US' }).where(eq(user.id, 'demo-pro'));
    const update = await send('PUT', `/api/quizsets/${created.id}`, pro, {
      ...validPayload({
        categoryTreeData: { categoryTreeId: '2010403', schoolSemester: null, publisher: null },
      }),
      quizSetId: created.id,
      updatedAt: created.createdAt,
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().error.code).toBe('FORBIDDEN');
    await ctx.database.db.update(user).set({ countryCode: 'KR' }).where(eq(user.id, 'demo-pro'));
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });

  it('serves the AI tutor templates (api.md) with ko and en texts', async () => {
    const list = await ctx.request({ method: 'GET', url: '/api/ai-tutor-templates' });
    expect(list.statusCode).toBe(200);
    const tutors = list.json().data;
    expect(tutors.length).toBeGreaterThanOrEqual(6);
    for (const tutor of tutors) {
      expect(tutor).toMatchObject({ id: expect.any(String), hasNewTag: expect.any(Boolean) });
      expect(tutor.avatarSrc).toMatch(/^\/static\/tutors\/.+\.svg$/);
      expect(tutor.serializedLocalize.ko.displayName).toBeTruthy();
      expect(tutor.serializedLocalize.en.greeting).toBeTruthy();
    }
    const one = await ctx.request({ method: 'GET', url: `/api/ai-tutor-templates/${tutors[0].id}` });
    expect(one.json().data).toEqual(tutors[0]);
    const avatar = await ctx.request({ method: 'GET', url: tutors[0].avatarSrc });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    const missing = await ctx.request({ method: 'GET', url: '/api/ai-tutor-templates/nobody' });
    expect(missing.statusCode).toBe(404);
  });
});
