import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedBulkQuizSets } from '../apps/server/src/seed/index.ts';
import { api, type RunningServer, signIn } from './lib/server.ts';
import { type LatencySummary, summarize } from './lib/stats.ts';

export interface SearchRow extends LatencySummary {
  query: string;
  within50ms: boolean;
}

export const SEEDED_QUIZ_SETS = Number(process.env.BENCH_QUIZ_SETS ?? 100_000);
const REQUESTS_PER_KIND = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);

// Search terms that hit the bulk seeder's titles ("<subject> <topic> <n>"), author names
// ("<family> <given> <n>") and emails ("teacher<n>@bulk.example"), Korean and English alike.
const TITLE_TERMS = [
  '수학',
  'Science',
  '복습 퀴즈',
  'review',
  '단원평가',
  'History',
  '쪽지',
  'vocab',
  '과학 개념',
];
// Two characters (issue 7 "Search"): the bigram index finds them inside compounds ('평가' in '단원평가',
// '시험' in '쪽지시험'); '뷁뷁' and '휘발' match nothing, the case a scan of every quiz set would pay for.
const TWO_CHARACTER_TERMS = ['수학', '평가', '시험', '정리', '뷁뷁', 'ar', '휘발', '점검'];
// Subject tags and question words (issue 19 item 19: ALL also searches a set's search_text): the
// bulk seeder writes them into search_text only; '뷁뷁뷁' and 'xylophone' match nothing anywhere.
const CONTENT_TERMS = [
  '광합성',
  'photosynthesis',
  '삼각형의 넓이',
  'volcano',
  '뷁뷁뷁',
  'xylophone',
  '임진왜란',
];
const AUTHOR_TERMS = ['Kim', '김', 'Olivia', '서연', 'Garcia Emma', '박 하준'];
// Whole addresses only (issue 6): EMAIL never matches a part of one.
const EMAIL_TERMS = [
  'teacher1@bulk.example',
  'teacher42@bulk.example',
  'nobody@bulk.example',
  'TEACHER3@bulk.example',
];
/** Bulk authors whose quiz sets go to the demo teacher, so that her own list (myquiz) is large too. */
const OWNERS_GIVEN_TO_DEMO_TEACHER = 50;
const BULK_AUTHORS = 500;

/**
 * 100,000 quiz sets through the server's own bulk seeder (apps/server/src/seed/bulk.ts), spread over
 * 500 authors; then the quiz sets of 50 of them (~10,000) are handed to the PRO demo teacher.
 */
export async function seedQuizSets(databaseUrl: string, ownerEmail: string): Promise<void> {
  const database = await openPostgres(databaseUrl, 2);
  try {
    await seedBulkQuizSets(database.db, SEEDED_QUIZ_SETS, { ownerCount: BULK_AUTHORS });
    await database.db.execute(sql`
      UPDATE quiz_sets SET owner_id = (SELECT id FROM "user" WHERE email = ${ownerEmail})
      WHERE owner_id IN (SELECT 'bulk-user-' || g FROM generate_series(1, ${OWNERS_GIVEN_TO_DEMO_TEACHER}::int) g)`);
    await database.db.execute(sql`ANALYZE quiz_sets`);
  } finally {
    await database.close();
  }
}

/** p50/p95/p99 of sequential requests per query kind (one connection: the latency of the query itself). */
export async function benchSearch(server: RunningServer): Promise<SearchRow[]> {
  const { origin } = server;
  const cookie = await signIn(origin, 'pro@demo.example');
  const kinds: { query: string; request: (i: number) => Promise<unknown> }[] = [];
  const publicSearch = (qType: string, order: string, terms: string[]) => (i: number) =>
    api(
      origin,
      cookie,
      'GET',
      `/api/quizsets?${new URLSearchParams({ q: terms[i % terms.length]!, qType, order, page: '1' })}`,
    );
  for (const order of ['RECENTLY', 'POPULARITY']) {
    kinds.push({
      query: `public, no q, ${order}`,
      request: (i) => api(origin, cookie, 'GET', `/api/quizsets?order=${order}&page=${1 + (i % 5)}`),
    });
    kinds.push({ query: `public q ALL, ${order}`, request: publicSearch('ALL', order, TITLE_TERMS) });
    kinds.push({ query: `public q TITLE, ${order}`, request: publicSearch('TITLE', order, TITLE_TERMS) });
    kinds.push({
      query: `public q TITLE 2 chars, ${order}`,
      request: publicSearch('TITLE', order, TWO_CHARACTER_TERMS),
    });
    kinds.push({
      query: `public q ALL 2 chars, ${order}`,
      request: publicSearch('ALL', order, TWO_CHARACTER_TERMS),
    });
    kinds.push({
      query: `public q ALL question text, ${order}`,
      request: publicSearch('ALL', order, CONTENT_TERMS),
    });
    kinds.push({
      query: `public q AUTHOR_NAME, ${order}`,
      request: publicSearch('AUTHOR_NAME', order, AUTHOR_TERMS),
    });
    kinds.push({
      query: `public q EMAIL, ${order}`,
      request: publicSearch('EMAIL', order, EMAIL_TERMS),
    });
    kinds.push({
      query: `myquiz searchText, ${order}`,
      request: (i) =>
        api(origin, cookie, 'POST', '/api/users/myquiz', {
          page: 1,
          limit: 20,
          order,
          categoryFilters: {
            criteria: { searchText: TITLE_TERMS[i % TITLE_TERMS.length], searchType: 'TITLE' },
          },
        }),
    });
  }

  const rows: SearchRow[] = [];
  for (const kind of kinds) {
    for (let i = 0; i < 10; i++) await kind.request(i); // warm-up: plan cache, pool connections
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS_PER_KIND; i++) {
      const start = performance.now();
      await kind.request(i);
      samples.push(performance.now() - start);
    }
    const summary = summarize(samples);
    rows.push({ query: kind.query, ...summary, within50ms: summary.p95 < 50 });
  }
  return rows;
}
