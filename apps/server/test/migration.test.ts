import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  categoryTreeFor,
  publisherOptionsFor,
  quizSavedSchema,
  type SavedQuizSet,
  savedQuizSetSchema,
  savedToForm,
  toSubmitPayload,
} from '@quizset/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';
import { mapTemplates } from '../src/db/schema';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/** The migrations before issue 7 (0000, 0001): the schema quiz sets were saved in until now. */
function migrationsBeforeIssue7(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quizset-old-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const old = journal.entries.filter((entry: { tag: string }) => entry.tag < '0002');
  for (const entry of old)
    cpSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: old }));
  return dir;
}

const OLD_QUIZ_LIST = [
  {
    quizId: 'oldmc001',
    type: 'MULTIPLE_CHOICE',
    question: '가장 큰 행성은?',
    questionRichText: '<p>가장 큰 <strong>행성</strong>은?</p>',
    imageUrl: '/uploads/00000000-0000-4000-8000-00000000000a.webp',
    hint: null,
    choiceList: [
      { text: '지구', richText: '<p>지구</p>', imageUrl: null },
      {
        text: '목성',
        richText: '<p>목성</p>',
        imageUrl: '/uploads/00000000-0000-4000-8000-00000000000b.webp',
      },
    ],
    answerList: [1],
  },
  {
    quizId: 'oldox001',
    type: 'OX',
    question: '해는 동쪽에서 뜬다',
    questionRichText: '<p>해는 동쪽에서 뜬다</p>',
    imageUrl: null,
    hint: { type: 'TEXT', value: '아침을 떠올려 보세요' },
    answer: 'o',
  },
  {
    // Saved without a quizId by an early client.
    type: 'SUBJECTIVE',
    question: '붉은 행성은?',
    questionRichText: '<p>붉은 행성은?</p>',
    imageUrl: null,
    hint: { type: 'YOUTUBE', value: 'https://youtu.be/dQw4w9WgXcQ' },
    answerList: ['화성', 'Mars'],
  },
];

/**
 * Issue 7: the migration carries quiz sets saved in the old shape over to spec §3's — each set still
 * opens (GET), plays back (public read) and updates (PUT from the builder's own conversions).
 */
describe.each(BACKENDS)('migration 0002 (issue 7) on %s', (backend) => {
  let ctx: TestContext;
  let oldDir: string;
  let teacher: string;

  beforeAll(async () => {
    oldDir = migrationsBeforeIssue7();
    const password = await hashPassword('legacy-password');
    ctx = await createTestContext(
      backend,
      {},
      {
        keepQuizSets: true,
        beforeMigrate: async (database) => {
          await database.migrate(oldDir);
          const { db } = database;
          await db.execute(sql`
            INSERT INTO "user" (id, name, email, email_verified, user_type, plan_type, country_code, recent_quizset_info)
            VALUES ('legacy', '옛날 선생님', 'legacy@example.com', true, 'TEACHER', 'FREE', 'KR', '{"lastOrder":"RECENTLY"}')`);
          await db.execute(sql`
            INSERT INTO account (id, account_id, provider_id, user_id, password)
            VALUES ('legacy-credential', 'legacy', 'credential', 'legacy', ${password})`);
          await db.execute(sql`
            INSERT INTO map_templates (id, name_ko, name_en, description_ko, description_en, map_type, plan_type, thumbnail_url, is_new, sort_order)
            VALUES ('classic-classroom', '우리 교실', 'Our Classroom', '기본', 'Basic', 'CLASSIC', 'FREE', '/static/templates/classic-classroom.svg', false, 0)`);
          await db.execute(sql`
            INSERT INTO quiz_sets (id, owner_id, title, template_id, category_id, publisher_id, custom_publisher,
              is_public, allow_pass, show_incorrect_answer, is_shuffle, quiz_list, quiz_count, country_code)
            VALUES
              ('legacy-1', 'legacy', '태양계 복습', 'classic-classroom', '101050104', 'CHUNJAE_EDU', NULL,
               true, false, false, true, ${JSON.stringify(OLD_QUIZ_LIST)}::jsonb, 3, 'KR'),
              ('legacy-2', 'legacy', '중1 수학', 'classic-classroom', '1020102', 'CUSTOM', ' 우리출판 ',
               true, true, true, false, ${JSON.stringify(OLD_QUIZ_LIST.slice(1, 2))}::jsonb, 1, 'KR')`);
        },
      },
    );
    teacher = await ctx.signIn('legacy@example.com', 'legacy-password');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(oldDir, { recursive: true, force: true });
  });

  const read = async (id: string, cookie?: string): Promise<SavedQuizSet> => {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return savedQuizSetSchema.parse(response.json().data);
  };

  it('reads an old set in the new shape: categoryTreeData, quizsetOptions, saved questions', async () => {
    const saved = await read('legacy-1', teacher);
    expect(saved).toMatchObject({
      templateType: 'linear',
      categoryTreeData: { categoryTreeId: '1010504', schoolSemester: '1', publisher: 'CHUNJAE_EDU' },
      quizsetOptions: { isPublic: true, isAllowPass: false, showIncorrectAnswer: false, isShuffle: true },
      materials: [],
      aiTutorId: null,
      aiTranslationLanguages: [],
      isNextQuizsetAvailable: false,
      enabledEdit: true,
    });
    const [mc, ox, subjective] = saved.quizList;
    expect(mc).toEqual({
      id: 'oldmc001',
      order: 1,
      type: 'multiple',
      question: '가장 큰 행성은?',
      questionRichText: '<p>가장 큰 <strong>행성</strong>은?</p>',
      questionImageUrl: '/uploads/00000000-0000-4000-8000-00000000000a.webp',
      hint: null,
      choiceList: OLD_QUIZ_LIST[0]?.choiceList,
      answerList: [1],
    });
    expect(ox).toMatchObject({
      id: 'oldox001',
      order: 2,
      type: 'ox',
      hint: { type: 'text', value: '아침을 떠올려 보세요' },
    });
    expect(subjective).toMatchObject({ order: 3, type: 'subjective', hint: { type: 'youtube' } });
    expect(subjective?.id).toMatch(/^[0-9a-f]{8}$/);
    for (const quiz of saved.quizList) expect(quizSavedSchema.parse(quiz)).toEqual(quiz);
  });

  it('backfills the title bigrams of old sets: a two-syllable search finds them (issue 7 "Search")', async () => {
    for (const [q, id] of [
      ['수학', 'legacy-2'],
      ['양계', 'legacy-1'],
    ] as const) {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/quizsets?qType=TITLE&q=${encodeURIComponent(q)}`,
      });
      // The seeded demo sets may match too; the old set must be among the matches.
      const found = response.json().data.map((s: { id: string }) => s.id);
      expect(found).toContain(id);
      expect(found).not.toContain(id === 'legacy-1' ? 'legacy-2' : 'legacy-1');
    }
  });

  it('plays back: anyone reads the public set', async () => {
    const saved = await read('legacy-1');
    expect(saved.quizList).toHaveLength(3);
    expect(saved.enabledEdit).toBe(false);
  });

  it('updates an old set reopened in the builder (UPDATE), keeping every field', async () => {
    // The old set's images are uploads this server issued (issue 6: only those are accepted on save).
    for (const name of ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'])
      writeFileSync(path.join(ctx.env.uploadDir, `${name}.webp`), 'webp');
    const saved = await read('legacy-1', teacher);
    const context = { tree: categoryTreeFor('KR'), publishers: publisherOptionsFor('KR') };
    const form = savedToForm(saved, 'UPDATE', context);
    expect(form).toMatchObject({
      schoolTypeId: '101',
      gradeId: '10105',
      semesterId: '10105-1',
      subject: '1010504',
    });
    const payload = toSubmitPayload({ ...form, title: '태양계 복습 (고침)' }, context.tree, {
      quizSetId: saved.id,
      updatedAt: saved.updatedAt,
    });
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${saved.id}`,
      cookie: teacher,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await read('legacy-1', teacher);
    expect(after.title).toBe('태양계 복습 (고침)');
    expect(after.quizList).toEqual(saved.quizList);
    expect(after.categoryTreeData).toEqual(saved.categoryTreeData);
  });

  it('keeps the school info of a set saved without a subject; it updates once a subject is chosen', async () => {
    const saved = await read('legacy-2', teacher);
    expect(saved.categoryTreeData).toEqual({
      categoryTreeId: '10201',
      schoolSemester: '2',
      publisher: '우리출판',
    });
    const context = { tree: categoryTreeFor('KR'), publishers: publisherOptionsFor('KR') };
    const form = savedToForm(saved, 'UPDATE', context);
    expect(form).toMatchObject({
      schoolTypeId: '102',
      gradeId: '10201',
      semesterId: '10201-2',
      subject: null,
      publisher: 'other',
      customPublisher: '우리출판',
    });
    const extra = { quizSetId: saved.id, updatedAt: saved.updatedAt };
    const refused = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${saved.id}`,
      cookie: teacher,
      payload: toSubmitPayload(form, context.tree, extra),
    });
    // The payload names the subject only (spec §3: categoryTreeId is the subject), so without one the
    // server sees no school info either.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.map((d: { message: string }) => d.message)).toContain(
      'Subject is required',
    );
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${saved.id}`,
      cookie: teacher,
      payload: toSubmitPayload({ ...form, subject: '1020102' }, context.tree, extra),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read('legacy-2', teacher)).categoryTreeData).toEqual({
      categoryTreeId: '1020102',
      schoolSemester: '2',
      publisher: '우리출판',
    });
  });

  it('drops a recentQuizsetInfo memo that is not spec §3 shaped, and seeds the new template fields', async () => {
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie: teacher });
    expect(me.json().data.recentQuizsetInfo).toMatchObject({ schoolType: 'MIDDLE', schoolGrade: 7 });
    const [template] = await ctx.database.db
      .select()
      .from(mapTemplates)
      .where(eq(mapTemplates.id, 'classic-classroom'));
    expect(template).toMatchObject({ type: 'linear', templatePlanType: 'FREE' });
    expect(template?.serializedLocalize.en.name).toBe('Our Classroom');
  });
});
