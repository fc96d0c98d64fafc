import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CategoryNode, KR_CATEGORY_TREE, type QuizSaved, US_CATEGORY_TREE } from '@quizset/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';
import { quizSets } from '../src/db/schema';
import {
  quizSetSearchText,
  SEARCH_TEXT_MAX_CHARS,
  searchBigramsLiteral,
  searchBigramsValue,
} from '../src/features/quizsets/search-text';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { multipleChoice, ox, US_CATEGORY, validPayload, withOptions } from './helpers/payloads';

/** A question's plain and rich text (the server reads the rich one). */
const q = (text: string) => ({ question: text, questionRichText: `<p>${text}</p>` });

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0016_journeys_search_text_and_hosts.sql'), 'utf8');
/** Migration 0016's backfill statement (WITH subject_names … UPDATE … ;). */
const BACKFILL = MIGRATION.split('--> statement-breakpoint').find((part) =>
  part.includes('UPDATE "quiz_sets"'),
);

describe('quizSetSearchText (issue 19 item 19)', () => {
  it('names the subject and sub-subject in both languages, then each question, skipping empty ones', () => {
    const quizList = [{ question: '광합성이란?' }, { question: '' }, { question: 'Volcano?' }];
    expect(quizSetSearchText({ categoryTreeId: '1010504', countryCode: 'KR', quizList })).toBe(
      '과학\nScience\n광합성이란?\nVolcano?',
    );
    // A sub-subject (통합교과 › 바른 생활), a US subject, no category, a category of the other tree.
    expect(quizSetSearchText({ categoryTreeId: '101011101', countryCode: 'KR', quizList: [] })).toBe(
      '통합교과\nIntegrated Subjects\n바른 생활\nRight Living',
    );
    expect(
      quizSetSearchText({ categoryTreeId: US_CATEGORY.categoryTreeId, countryCode: 'US', quizList: [] }),
    ).toBe('과학\nScience');
    expect(quizSetSearchText({ categoryTreeId: null, countryCode: 'KR', quizList })).toBe(
      '광합성이란?\nVolcano?',
    );
    expect(quizSetSearchText({ categoryTreeId: '1010504', countryCode: 'XX', quizList: [] })).toBe('');
  });

  it('keeps the first SEARCH_TEXT_MAX_CHARS code points, never half a surrogate pair', () => {
    const text = quizSetSearchText({
      categoryTreeId: null,
      countryCode: 'KR',
      quizList: [{ question: '😀'.repeat(SEARCH_TEXT_MAX_CHARS + 5) }],
    });
    expect([...text]).toHaveLength(SEARCH_TEXT_MAX_CHARS);
    expect(text.endsWith('😀')).toBe(true);
  });

  it('keeps a text longer than SEARCH_TEXT_MAX_CHARS in UTF-16 units but not in code points whole', () => {
    const question = `${'😀'.repeat(SEARCH_TEXT_MAX_CHARS / 2)}ab`;
    const at = (text: string) =>
      quizSetSearchText({ categoryTreeId: null, countryCode: 'KR', quizList: [{ question: text }] });
    expect(at(question)).toBe(question);
    expect(at('a'.repeat(SEARCH_TEXT_MAX_CHARS))).toHaveLength(SEARCH_TEXT_MAX_CHARS);
    expect(at('a'.repeat(SEARCH_TEXT_MAX_CHARS + 1))).toHaveLength(SEARCH_TEXT_MAX_CHARS);
  });

  it('searchBigramsLiteral lists each pair of code points once, in order, escaped (issue 20 item 2)', () => {
    // The plain statement of the rule: a string per pair in a Set, each element escaped.
    const reference = (text: string) => {
      const pairs = new Set<string>();
      const characters = [...text];
      for (let i = 1; i < characters.length; i++) pairs.add(`${characters[i - 1]}${characters[i]}`);
      return `{${[...pairs].map((pair) => `"${pair.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
    };
    expect(searchBigramsLiteral('a"b\\c😀😀')).toBe('{"a\\"","\\"b","b\\\\","\\\\c","c😀","😀😀"}');
    expect(searchBigramsLiteral('')).toBe('{}');
    expect(searchBigramsLiteral('abab')).toBe('{"ab","ba"}');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(searchBigramsLiteral(text)).toBe(reference(text));
      }),
      { numRuns: 1000 },
    );
    // Lone surrogates are single code points, as for…of reads them.
    for (const text of ['\ud800a\ud800a', 'x\udc00\ud83d', '"\\\ud83d\ude00'])
      expect(searchBigramsLiteral(text)).toBe(reference(text));
  });

  it("migration 0016's subject names are the domain's category seed, both trees", () => {
    const seeded: string[] = [];
    for (const [country, tree] of [
      ['KR', KR_CATEGORY_TREE],
      ['US', US_CATEGORY_TREE],
    ] as const) {
      const walk = (node: CategoryNode) => {
        if (node.type === 'SUBJECT' || node.type === 'SUB_SUBJECT')
          seeded.push(`${country}|${node.categoryTreeId}|${node.name.ko}|${node.name.en}`);
        node.children.forEach(walk);
      };
      tree.subjectTree.forEach(walk);
    }
    const rows = [
      ...(BACKFILL ?? '').matchAll(/\('(KR|US)', '(\d+)', '((?:[^']|'')*)', '((?:[^']|'')*)'\)/g),
    ].map((m) => [m[1], m[2], m[3], m[4]].map((part) => part?.replaceAll("''", "'")).join('|'));
    expect(new Set(rows)).toEqual(new Set(seeded));
    expect(rows).toHaveLength(seeded.length);
  });
});

describe.each(BACKENDS)('Explore search over subject tags and question text on %s', (backend) => {
  let ctx: TestContext;
  let teacher: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    teacher = await ctx.signIn('basic@demo.example');
    const make = async (key: string, payload: ReturnType<typeof validPayload>) => {
      const response = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie: teacher, payload });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json().data.id;
    };
    await make(
      'plants',
      validPayload({
        title: '5단원 정리',
        quizList: [multipleChoice({ data: q('엽록체에서 일어나는 zzphoto 반응은?') }), ox()],
      }),
    );
    await make(
      'hidden',
      withOptions({ isPublic: false }, { title: '비공개 정리', quizList: [ox({ data: q('zzphoto 비밀') })] }),
    );
  });
  afterAll(() => ctx?.close());

  async function found(query: Record<string, string>): Promise<string[]> {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets?${new URLSearchParams(query)}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: string }[]).map((set) => set.id);
  }

  it('ALL finds a public set by its question text and its subject tag; TITLE does not; private never', async () => {
    expect(await found({ q: 'ZZPHOTO', qType: 'ALL' })).toEqual([ids.plants]);
    expect(await found({ q: 'zzphoto', qType: 'TITLE' })).toEqual([]);
    // The subject (초5 과학), two characters through the bigram index, and its English name.
    expect(await found({ q: '과학', qType: 'ALL' })).toContain(ids.plants);
    expect(await found({ q: 'science', qType: 'ALL' })).toContain(ids.plants);
    expect(await found({ q: '과학', qType: 'ALL' })).not.toContain(ids.hidden);
    // A one-character needle matches title word starts only (no index narrows question text).
    expect(await found({ q: '엽', qType: 'ALL' })).toEqual([]);
    // myquiz searches the owner's sets, private included, the same way.
    const mine = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      cookie: teacher,
      payload: {
        page: 1,
        limit: 20,
        categoryFilters: { criteria: { searchText: 'zzphoto', searchType: 'ALL' } },
      },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(new Set(mine.json().data.map((set: { id: string }) => set.id))).toEqual(
      new Set([ids.plants, ids.hidden]),
    );
  });

  it('rewrites the search text on update: the old question no longer finds the set', async () => {
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${ids.plants}`, cookie: teacher });
    const payload = validPayload({
      title: '5단원 정리',
      quizList: [multipleChoice({ data: q('zzvolcano 분화구') })],
    });
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${ids.plants}`,
      cookie: teacher,
      payload: { ...payload, quizSetId: ids.plants, updatedAt: read.json().data.updatedAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await found({ q: 'zzphoto', qType: 'ALL' })).toEqual([]);
    expect(await found({ q: 'zzvolcano', qType: 'ALL' })).toEqual([ids.plants]);
  });

  it("migration 0016's backfill writes what a save writes", async () => {
    const rows = await ctx.database.db
      .select({ id: quizSets.id, searchText: quizSets.searchText })
      .from(quizSets);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // A US set with a sub-subject-free category and a KR set filed under a sub-subject, written raw.
    const [usRow] = await ctx.database.db
      .select()
      .from(quizSets)
      .where(eq(quizSets.id, ids.hidden as string));
    await ctx.database.db
      .update(quizSets)
      .set({ countryCode: 'US', categoryTreeId: US_CATEGORY.categoryTreeId })
      .where(eq(quizSets.id, ids.hidden as string));
    await ctx.database.db
      .update(quizSets)
      .set({ categoryTreeId: '101011102' })
      .where(eq(quizSets.id, ids.plants as string));
    await ctx.database.db.execute(sql`UPDATE quiz_sets SET search_text = ''`);
    await ctx.database.db.execute(sql.raw(BACKFILL as string));
    const after = await ctx.database.db.select().from(quizSets);
    for (const row of after)
      expect(row.searchText, row.id).toBe(
        quizSetSearchText({
          categoryTreeId: row.categoryTreeId,
          countryCode: row.countryCode,
          quizList: row.quizList as QuizSaved[],
        }),
      );
    expect(after.find((row) => row.id === ids.plants)?.searchText).toContain('슬기로운 생활');
    expect(after.find((row) => row.id === ids.hidden)?.searchText).toMatch(/^과학\nScience\nzzphoto/);
    // The search columns follow (search_bigrams from search_text: migration 0020's trigger).
    const [bigrams] = await ctx.database.db
      .select({ searchBigrams: quizSets.searchBigrams })
      .from(quizSets)
      .where(inArray(quizSets.id, [ids.plants as string]));
    expect(bigrams?.searchBigrams).toContain('생활');
    expect(usRow).toBeDefined();
  });

  /** Every stored row's `bigrams` hold the set quizset_title_bigrams makes of its `text`. */
  async function expectFunctionSets(bigrams: AnyPgColumn, text: AnyPgColumn) {
    const same = sql`(SELECT array_agg(DISTINCT b ORDER BY b) FROM unnest(${bigrams}) AS b)
      IS NOT DISTINCT FROM (SELECT array_agg(b ORDER BY b) FROM unnest(quizset_title_bigrams(${text})) AS b)`;
    const rows = await ctx.database.db.select({ id: quizSets.id, same }).from(quizSets);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.same, row.id).toBe(true);
  }

  it('stores the bigrams a save sends as quizset_title_bigrams of its search text (issue 20 item 2, 0020)', async () => {
    // Both sets were saved (and one updated) through the API, which sends the bigrams itself.
    await expectFunctionSets(quizSets.searchBigrams, quizSets.searchText);
    // Any text: array-literal syntax, escapes, case, lines, astral characters, and the NULL keyword.
    const inputs = [
      '',
      'a',
      'Ab',
      'NULL null',
      '"quoted", {braces}, back\\slash\\"',
      '고등 수학 ÄÖÜ ΣΑΣ',
      'line one\nline two\n\nQuestion 3: 😀 emoji 👩‍👩‍👧 and Ⅱ',
      `${'다양한 질문 '.repeat(300)}End`,
    ];
    for (const input of inputs) {
      const result = await ctx.database.db.execute(
        sql`SELECT (SELECT array_agg(DISTINCT b ORDER BY b) FROM unnest(${searchBigramsValue(input)}) AS b) AS sent,
          (SELECT array_agg(b ORDER BY b) FROM unnest(quizset_title_bigrams(${input}::text)) AS b) AS expected`,
      );
      const row = (result as unknown as { rows: { sent: string[] | null; expected: string[] | null }[] })
        .rows[0];
      expect(row?.sent ?? [], input.slice(0, 40)).toEqual(row?.expected ?? []);
    }
  });

  it('stores the title bigrams a save sends, as quizset_title_bigrams of its title (issue 20 item 2, 0021)', async () => {
    await expectFunctionSets(quizSets.titleBigrams, quizSets.title);
    // Sent by the save, not filled by the trigger: in order of first appearance, not sorted.
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: teacher,
      payload: validPayload({ title: '  Zb Ab  ' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const stored = async () =>
      (
        await ctx.database.db
          .select({ bigrams: quizSets.titleBigrams })
          .from(quizSets)
          .where(eq(quizSets.id, id))
      )[0]?.bigrams;
    expect(await stored()).toEqual(['zb', 'b ', ' a', 'ab']);
    const updated = await ctx.request({
      method: 'PUT',
      url: `/api/quizsets/${id}`,
      cookie: teacher,
      payload: { ...validPayload({ title: 'Yx' }), updatedAt: created.json().data.createdAt },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await stored()).toEqual(['yx']);
    await ctx.database.db.delete(quizSets).where(eq(quizSets.id, id));
  });

  it('fills search_bigrams on a write of search_text that leaves them out (0020 trigger)', async () => {
    const expected = sql<
      string[]
    >`(SELECT array_agg(b ORDER BY b) FROM unnest(quizset_title_bigrams(${quizSets.searchText})) AS b)`;
    await ctx.database.db.execute(
      sql`UPDATE quiz_sets SET search_text = 'Zz 트리거' WHERE id = ${ids.hidden as string}`,
    );
    const [updated] = await ctx.database.db
      .select({ bigrams: quizSets.searchBigrams, expected })
      .from(quizSets)
      .where(eq(quizSets.id, ids.hidden as string));
    expect(new Set(updated?.bigrams)).toEqual(new Set(updated?.expected));
    expect(updated?.bigrams).toContain('트리');
    const [owner] = await ctx.database.db
      .select({ ownerId: quizSets.ownerId, templateId: quizSets.templateId })
      .from(quizSets)
      .limit(1);
    await ctx.database.db.execute(
      sql`INSERT INTO quiz_sets (id, owner_id, title, template_id, quiz_list, quiz_count, country_code, search_text)
          VALUES ('trigger-filled', ${owner?.ownerId}, 'raw', ${owner?.templateId}, '[]', 0, 'KR', 'Raw 삽입')`,
    );
    const [inserted] = await ctx.database.db
      .select({ bigrams: quizSets.searchBigrams, expected })
      .from(quizSets)
      .where(eq(quizSets.id, 'trigger-filled'));
    expect(new Set(inserted?.bigrams)).toEqual(new Set(inserted?.expected));
    expect(inserted?.bigrams).toContain('삽입');
    await ctx.database.db.delete(quizSets).where(eq(quizSets.id, 'trigger-filled'));
  });

  it('fills title_bigrams on a write of the title that leaves them out (0021 trigger)', async () => {
    const expected = sql<
      string[]
    >`(SELECT array_agg(b ORDER BY b) FROM unnest(quizset_title_bigrams(${quizSets.title})) AS b)`;
    const read = async (id: string) =>
      (
        await ctx.database.db
          .select({ bigrams: quizSets.titleBigrams, expected })
          .from(quizSets)
          .where(eq(quizSets.id, id))
      )[0];
    await ctx.database.db.execute(
      sql`UPDATE quiz_sets SET title = '트리거 Title' WHERE id = ${ids.hidden as string}`,
    );
    const updated = await read(ids.hidden as string);
    expect(new Set(updated?.bigrams)).toEqual(new Set(updated?.expected));
    expect(updated?.bigrams).toContain('트리');
    expect(updated?.bigrams).toContain('ti');
    const [owner] = await ctx.database.db
      .select({ ownerId: quizSets.ownerId, templateId: quizSets.templateId })
      .from(quizSets)
      .limit(1);
    await ctx.database.db.execute(
      sql`INSERT INTO quiz_sets (id, owner_id, title, template_id, quiz_list, quiz_count, country_code)
          VALUES ('title-trigger', ${owner?.ownerId}, 'Raw 삽입', ${owner?.templateId}, '[]', 0, 'KR')`,
    );
    const inserted = await read('title-trigger');
    expect(new Set(inserted?.bigrams)).toEqual(new Set(inserted?.expected));
    expect(inserted?.bigrams).toContain('삽입');
    // An update that leaves the title alone keeps its bigrams as they were sent.
    await ctx.database.db.execute(
      sql`UPDATE quiz_sets SET title_bigrams = '{zz}' WHERE id = 'title-trigger'`,
    );
    await ctx.database.db.execute(sql`UPDATE quiz_sets SET quiz_count = 1 WHERE id = 'title-trigger'`);
    expect((await read('title-trigger'))?.bigrams).toEqual(['zz']);
    await ctx.database.db.delete(quizSets).where(eq(quizSets.id, 'title-trigger'));
  });

  it('serves question-text needles from the trigram and bigram GIN indexes, not a scan', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const trigram = await tx.execute(
        sql`EXPLAIN (FORMAT JSON) SELECT id FROM quiz_sets WHERE search_text ILIKE '%zzvolcano%'`,
      );
      const bigram = await tx.execute(
        sql`EXPLAIN (FORMAT JSON) SELECT id FROM quiz_sets WHERE search_bigrams @> ARRAY[lower('과학'::text)]`,
      );
      return JSON.stringify([trigram, bigram]);
    });
    expect(plan).toContain('quiz_sets_search_text_trgm');
    expect(plan).toContain('quiz_sets_search_bigrams_gin');
  });
});
