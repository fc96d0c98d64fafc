import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSets } from '../src/db/schema';
import { containsPattern, searchQuizSets } from '../src/features/quizsets/search-quiz-sets';
import { seedBulkQuizSets } from '../src/seed';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { validPayload, withOptions } from './helpers/payloads';

interface Summary {
  id: string;
  title: string;
  author: { id: string };
  isPublic: boolean;
  playCount: number;
}

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe.each(BACKENDS)('search and lists on %s', (backend) => {
  let ctx: TestContext;
  let free: string;
  let basic: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    free = await ctx.signIn('free@demo.example');
    basic = await ctx.signIn('basic@demo.example');
    const make = async (key: string, cookie: string, title: string, options = {}) => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie,
        payload: withOptions(options, { title }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] = response.json().data.id;
    };
    await make('planets', free, '태양계 행성 퀴즈');
    await make('fractions', free, 'Fractions 50% off_sale');
    await make('history', basic, '조선 역사 탐험');
    await make('secret', basic, '비공개 행성 노트', { isPublic: false });
    // Popularity is play_count; give the history set the most plays.
    await ctx.database.db
      .update(quizSets)
      .set({ playCount: 99 })
      .where(eq(quizSets.id, ids.history as string));
    await ctx.database.db
      .update(quizSets)
      .set({ playCount: 5 })
      .where(eq(quizSets.id, ids.planets as string));
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function search(query: string) {
    const response = await ctx.request({ method: 'GET', url: `/api/quizsets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Summary[]; currentPage: number; totalPages: number };
  }

  it('lists public quiz sets only, most popular first by default', async () => {
    const page = await search('');
    expect(page.data.map((s) => s.id)).toEqual([ids.history, ids.planets, ids.fractions]);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(page.data.every((s) => s.isPublic)).toBe(true);
  });

  it('orders RECENTLY by creation time', async () => {
    const page = await search('order=RECENTLY');
    expect(page.data.map((s) => s.id)).toEqual([ids.history, ids.fractions, ids.planets]);
  });

  it('searches by TITLE (Korean substring, case-insensitive) and never finds private sets', async () => {
    expect((await search(`qType=TITLE&q=${encodeURIComponent('행성')}`)).data.map((s) => s.id)).toEqual([
      ids.planets,
    ]);
    expect((await search('qType=TITLE&q=FRACTIONS')).data.map((s) => s.id)).toEqual([ids.fractions]);
  });

  it('treats % and _ literally', async () => {
    expect((await search(`qType=TITLE&q=${encodeURIComponent('50%')}`)).data.map((s) => s.id)).toEqual([
      ids.fractions,
    ]);
    expect((await search(`qType=TITLE&q=${encodeURIComponent('% o')}`)).data.map((s) => s.id)).toEqual([
      ids.fractions,
    ]);
    // Under 3 characters a title needle matches word starts only, and '%' starts no word here.
    expect((await search(`qType=TITLE&q=${encodeURIComponent('%')}`)).data).toEqual([]);
    expect((await search(`qType=TITLE&q=${encodeURIComponent('o_f')}`)).data).toEqual([]);
  });

  it('searches by EMAIL (whole address only, any case) and AUTHOR_NAME', async () => {
    const byEmail = await search('qType=EMAIL&q=basic%40demo.example');
    expect(byEmail.data.map((s) => s.id)).toEqual([ids.history]);
    expect((await search('qType=EMAIL&q=BASIC%40Demo.Example')).data.map((s) => s.id)).toEqual([ids.history]);
    // Issue 6 "Privacy": no part of an address matches, so addresses cannot be rebuilt letter by letter.
    for (const part of [
      'basic%40demo',
      'basic',
      'demo.example',
      'asic%40demo.exampl',
      '%25%40demo.example',
      'b_sic%40demo.example',
    ])
      expect((await search(`qType=EMAIL&q=${part}`)).data, part).toEqual([]);
    const byName = await search(`qType=AUTHOR_NAME&q=${encodeURIComponent('김무료')}&order=RECENTLY`);
    expect(byName.data.map((s) => s.id)).toEqual([ids.fractions, ids.planets]);
    expect((await search('qType=AUTHOR_NAME&q=basic%40demo')).data).toEqual([]);
  });

  it('searches ALL over title, author name and email', async () => {
    expect((await search(`q=${encodeURIComponent('조선')}`)).data.map((s) => s.id)).toEqual([ids.history]);
    expect((await search(`qType=ALL&q=${encodeURIComponent('이베이직')}`)).data.map((s) => s.id)).toEqual([
      ids.history,
    ]);
    expect(new Set((await search('qType=ALL&q=free%40demo.example')).data.map((s) => s.id))).toEqual(
      new Set([ids.planets, ids.fractions]),
    );
    expect((await search('qType=ALL&q=free%40demo')).data).toEqual([]);
  });

  /** Creates public quiz sets as the PRO demo teacher, runs `body`, deletes them (other tests count). */
  async function withProSets(titles: string[], body: (created: string[]) => Promise<void>) {
    const pro = await ctx.signIn('pro@demo.example');
    const created: string[] = [];
    try {
      for (const title of titles) {
        const response = await ctx.request({
          method: 'POST',
          url: '/api/quizsets',
          cookie: pro,
          payload: validPayload({ title }),
        });
        expect(response.statusCode, response.body).toBe(201);
        created.push(response.json().data.id);
      }
      await body(created);
    } finally {
      for (const id of created) {
        await ctx.request({ method: 'DELETE', url: `/api/quizsets/${id}`, cookie: pro });
      }
    }
  }

  it('ALL merges title and author matches into one page, in order, each once', async () => {
    // The free teacher's name in a title: a title match (pro's set) beside her own sets (author matches).
    await withProSets(['김무료 선생님 따라잡기'], async ([titleMatch]) => {
      const q = encodeURIComponent('김무료');
      const recent = await search(`qType=ALL&q=${q}&order=RECENTLY`);
      expect(recent.data.map((s) => s.id)).toEqual([titleMatch, ids.fractions, ids.planets]);
      expect(recent.totalPages).toBe(1);
      // planets has 5 plays, the others none (then newest first).
      const popular = await search(`qType=ALL&q=${q}&order=POPULARITY`);
      expect(popular.data.map((s) => s.id)).toEqual([ids.planets, titleMatch, ids.fractions]);
      // Every demo teacher is '… 선생님': pro's set matches by title and by author, and appears once.
      const both = await search(`qType=ALL&q=${encodeURIComponent('선생님')}&order=RECENTLY`);
      expect(both.data.map((s) => s.id)).toEqual([titleMatch, ids.history, ids.fractions, ids.planets]);
      // The collected matches capped below the total: same page from the index walk.
      for (const order of ['RECENTLY', 'POPULARITY'] as const) {
        const base = { publicOnly: true, q: '김무료', qType: 'ALL' as const, order, page: 1 };
        const capped = await searchQuizSets(ctx.database.db, { ...base, countLookahead: 2 });
        const exact = await searchQuizSets(ctx.database.db, base);
        expect(capped.data.map((s) => s.id)).toEqual(exact.data.map((s) => s.id));
      }
    });
  });

  it('finds a two-syllable word inside Korean compounds (issue 7 "Search"), one character at word starts', async () => {
    await withProSets(
      [
        '수학 단원평가',
        '중1 수학 복습',
        '고등수학 모의고사',
        'Fun MATH warm-up',
        'Aroma 퀴즈',
        '수 학 띄어쓰기',
      ],
      async ([start, afterSpace, compound, english, inside, spaced]) => {
        const titles = async (query: string) => (await search(query)).data.map((s) => s.id);
        expect(new Set(await titles(`qType=TITLE&q=${encodeURIComponent('수학')}`))).toEqual(
          new Set([start, afterSpace, compound]),
        );
        expect(await titles(`qType=TITLE&q=${encodeURIComponent('등수')}`)).toEqual([compound]);
        expect(await titles(`qType=TITLE&q=${encodeURIComponent('고등수학')}`)).toEqual([compound]);
        // Two letters match anywhere, ignoring case: 'ma' in 'MATH' and in 'Aroma'.
        expect(new Set(await titles('qType=TITLE&q=ma'))).toEqual(new Set([english, inside]));
        expect(new Set(await titles('qType=TITLE&q=MA'))).toEqual(new Set([english, inside]));
        // One character stays at word starts ('M' of 'MATH', not the m inside 'Aroma').
        expect(await titles('qType=TITLE&q=M')).toEqual([english]);
        expect(await titles('qType=TITLE&q=ROMA')).toEqual([inside]);
        expect(new Set(await titles(`qType=TITLE&q=${encodeURIComponent('수 학')}`))).toEqual(
          new Set([spaced]),
        );
        // Bigrams are not a bag of letters: '학수' occurs in none of these titles.
        expect(await titles(`qType=TITLE&q=${encodeURIComponent('학수')}`)).toEqual([]);
        // Author names still match anywhere, short or not ('무료' inside '김무료').
        expect(new Set(await titles(`qType=ALL&q=${encodeURIComponent('무료')}`))).toEqual(
          new Set([ids.planets, ids.fractions]),
        );
      },
    );
  });

  it('writes the bigram column on create and on update (title_bigrams)', async () => {
    await withProSets(['기하 연습'], async ([id]) => {
      const bigrams = async () =>
        (
          await ctx.database.db
            .select({ titleBigrams: quizSets.titleBigrams })
            .from(quizSets)
            .where(eq(quizSets.id, id as string))
        )[0]?.titleBigrams;
      expect(new Set(await bigrams())).toEqual(new Set(['기하', '하 ', ' 연', '연습']));
      await ctx.database.db
        .update(quizSets)
        .set({ title: '확률과 통계' })
        .where(eq(quizSets.id, id as string));
      expect(await bigrams()).toContain('확률');
      expect(await bigrams()).not.toContain('기하');
    });
  });

  it("computes the same bigrams as migration 0004's body (issue 20 item 2: the linear rewrite, 0019)", async () => {
    // 0004's body, quadratic in the length: the reference the rewrite must equal on every input.
    const reference = sql`(SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}'::text[])
      FROM generate_series(1, char_length(t) - 1) AS i)`;
    const inputs = [
      '',
      'a',
      'Ab',
      '수학',
      '고등 수학 ÄÖÜ İstanbul ΣΑΣ',
      'line one\nline two\n\nQuestion 3: 😀 emoji 👩‍👩‍👧 and Ⅱ',
      'aaaa aaaa',
      `${'다양한 질문 '.repeat(300)}End`,
    ];
    for (const input of inputs) {
      const result = await ctx.database.db.execute(
        sql`SELECT quizset_title_bigrams(${input}::text) AS actual, ${reference} AS expected
            FROM (SELECT ${input}::text AS t) AS input`,
      );
      const row = (result as unknown as { rows: { actual: string[]; expected: string[] }[] }).rows[0];
      expect(row?.actual, input.slice(0, 40)).toEqual(row?.expected);
    }
    const nullResult = await ctx.database.db.execute(sql`SELECT quizset_title_bigrams(NULL::text) AS actual`);
    expect((nullResult as unknown as { rows: { actual: null }[] }).rows[0]?.actual).toBeNull();
  });

  it('serves a two-character title needle from the bigram GIN index, not a scan', async () => {
    // Tiny tables are scanned whatever the index; with scans priced out the plan shows the index
    // serves the condition. SET LOCAL inside one transaction: the pool's other connections keep theirs.
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN (FORMAT JSON) SELECT id FROM quiz_sets WHERE title_bigrams @> ARRAY[lower('수학'::text)]`,
      );
    });
    expect(JSON.stringify(plan)).toContain('quiz_sets_title_bigrams_gin');
  });

  it('filters explore by school type, grade or subject (category prefix; issue 7 "Explore")', async () => {
    await withProSets(
      ['카테고리 zzcat 중2 과학', '카테고리 zzcat 중3 수학', '카테고리 zzcat 고1'],
      async (created) => {
        const [middle2Science, middle3Math, high1] = created as [string, string, string];
        for (const [id, category] of [
          [middle2Science, '1020207'],
          [middle3Math, '1020302'],
          [high1, '1030101'],
        ] as const) {
          await ctx.database.db.update(quizSets).set({ categoryTreeId: category }).where(eq(quizSets.id, id));
        }
        const ids = async (category: string) =>
          new Set((await search(`q=zzcat&qType=TITLE&category=${category}`)).data.map((s) => s.id));
        expect(await ids('102')).toEqual(new Set([middle2Science, middle3Math]));
        expect(await ids('10202')).toEqual(new Set([middle2Science]));
        expect(await ids('1020207')).toEqual(new Set([middle2Science]));
        expect(await ids('103')).toEqual(new Set([high1]));
        expect(await ids('101')).toEqual(new Set());
        // Without text the filter alone narrows the public list (index walk path).
        const all = (await search('category=1020302')).data.map((s) => s.id);
        expect(all).toContain(middle3Math);
        expect(all).not.toContain(middle2Science);
      },
    );
  });

  it('refuses a category that is not a 3, 5 or 7 digit node id (400)', async () => {
    for (const category of ['1', '1020', '10a', '%25', '10202070', `102${'0'.repeat(100)}`]) {
      const response = await ctx.request({ method: 'GET', url: `/api/quizsets?category=${category}` });
      expect(response.statusCode, category).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an unknown qType or order (400)', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/quizsets?qType=BODY' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("myquiz lists the caller's own sets, private included, newest first, with searchText", async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      cookie: basic,
      payload: { page: 1, limit: 20 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((s: Summary) => s.id)).toEqual([ids.secret, ids.history]);
    const filtered = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      cookie: basic,
      payload: {
        page: 1,
        limit: 20,
        order: 'RECENTLY',
        categoryFilters: { criteria: { searchText: '행성', searchType: 'TITLE' } },
      },
    });
    expect(filtered.json().data.map((s: Summary) => s.id)).toEqual([ids.secret]);
    const signedOut = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      payload: { page: 1, limit: 20 },
    });
    expect(signedOut.statusCode).toBe(401);
    const tooMany = await ctx.request({
      method: 'POST',
      url: '/api/users/myquiz',
      cookie: basic,
      payload: { page: 1, limit: 21 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('users/{id}/quizsets: public sets for others, all for the owner', async () => {
    const asOther = await ctx.request({
      method: 'POST',
      url: '/api/users/demo-basic/quizsets',
      cookie: free,
      payload: {},
    });
    expect(asOther.json().data.map((s: Summary) => s.id)).toEqual([ids.history]);
    const asOwner = await ctx.request({
      method: 'POST',
      url: '/api/users/demo-basic/quizsets',
      cookie: basic,
      payload: {},
    });
    expect(asOwner.json().data.map((s: Summary) => s.id)).toEqual([ids.secret, ids.history]);
    const profile = await ctx.request({ method: 'GET', url: '/api/users/demo-basic/info' });
    expect(profile.json().data.publicQuizSetCount).toBe(1);
  });

  it('pages by 20 over bulk-seeded quiz sets', async () => {
    await seedBulkQuizSets(ctx.database.db, 45, { ownerCount: 5, publicRatio: 1 });
    const first = await search('order=RECENTLY&page=1');
    expect(first.data).toHaveLength(20);
    expect(first.totalPages).toBe(3);
    const third = await search('order=RECENTLY&page=3');
    expect(third.data).toHaveLength(48 - 40);
    expect(third.currentPage).toBe(3);
    const seen = new Set(
      [...first.data, ...(await search('order=RECENTLY&page=2')).data, ...third.data].map((s) => s.id),
    );
    expect(seen.size).toBe(48);
    const bulkAuthor = await search('qType=EMAIL&q=teacher1%40bulk.example');
    expect(bulkAuthor.data.length).toBeGreaterThan(0);
  });

  it('gives the same pages when the count is capped (common words walk the order index)', async () => {
    for (const q of [undefined, 'bulk', '수학']) {
      for (const order of ['RECENTLY', 'POPULARITY'] as const) {
        const base = { publicOnly: true, q, qType: 'ALL' as const, order, page: 1 };
        const exact = await searchQuizSets(ctx.database.db, base);
        const capped = await searchQuizSets(ctx.database.db, { ...base, countLookahead: 5 });
        expect(capped.data.map((s) => s.id)).toEqual(exact.data.map((s) => s.id));
        // A capped count is a lower bound that still shows a next page when one exists.
        expect(capped.totalPages).toBeLessThanOrEqual(exact.totalPages);
        if (exact.totalPages > 1) expect(capped.totalPages).toBeGreaterThanOrEqual(1);
        const second = await searchQuizSets(ctx.database.db, { ...base, page: 2, countLookahead: 5 });
        const exactSecond = await searchQuizSets(ctx.database.db, { ...base, page: 2 });
        expect(second.data.map((s) => s.id)).toEqual(exactSecond.data.map((s) => s.id));
      }
    }
  });
});
