import type { QuizSaved } from '@quizset/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TEMPLATE_SEEDS } from './templates';

const SUBJECTS = [
  '수학',
  '과학',
  '국어',
  '영어',
  '사회',
  '역사',
  'Math',
  'Science',
  'History',
  'Geography',
  '음악',
  'Art',
];
const TOPICS = [
  '단원평가',
  '복습 퀴즈',
  '쪽지시험',
  '개념 정리',
  'review',
  'warm-up',
  'chapter test',
  '스피드 퀴즈',
  'vocabulary',
  '실력 점검',
];
// Question words of the synthetic sets' search text (issue 19: Explore matches question text too).
const QUESTION_WORDS = [
  '광합성',
  '분수의 덧셈',
  'photosynthesis',
  '삼각형의 넓이',
  'fractions',
  '임진왜란',
  'volcano',
  '문장 성분',
  'past tense',
  '지구의 자전',
  '소수',
];
const FAMILY = ['김', '이', '박', '최', '정', 'Smith', 'Lee', 'Garcia', 'Kim', 'Park'];
const GIVEN = ['민준', '서연', '지우', '하준', 'Olivia', 'Noah', '도윤', 'Emma', '수아', 'Liam'];

// Constants only (never user input) are inlined, so the statement needs no array parameters,
// which PGlite and node-postgres serialize differently.
function textArray(values: readonly string[]): ReturnType<typeof sql.raw> {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
}

const SAMPLE_QUIZ_LIST: QuizSaved[] = [
  {
    id: 'bulk0001',
    order: 1,
    type: 'ox',
    question: 'Bulk question',
    questionRichText: '<p>Bulk question</p>',
    questionImageUrl: null,
    hint: null,
    answer: 'o',
  },
];

export interface BulkSeedOptions {
  /** Authors to spread the quiz sets over (created as `bulk-user-N`, existing ones kept). */
  ownerCount?: number;
  /** Share of public quiz sets, 0–1. */
  publicRatio?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
}

/**
 * Inserts `n` synthetic quiz sets fast for benchmarks (issue 2 "Performance": search over 100,000
 * quiz sets). Rows are generated inside the database with `generate_series` in batches, titles mix
 * Korean and English words, authors get varied names/emails so every qType has realistic
 * selectivity, created_at is spread over time and play_count over 0–999; the search text (subject tag
 * and question text, issue 19) names a subject and a question word. Requires the templates
 * to be seeded. Not idempotent: each call adds `n` more.
 * @returns the number of rows inserted.
 */
export async function seedBulkQuizSets(db: Db, n: number, options: BulkSeedOptions = {}): Promise<number> {
  const ownerCount = options.ownerCount ?? 500;
  const publicRatio = options.publicRatio ?? 0.9;
  const batchSize = options.batchSize ?? 20_000;
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, plan_type, country_code, user_type, created_at, updated_at)
    SELECT 'bulk-user-' || g,
           (${textArray(FAMILY)})[1 + g % ${FAMILY.length}] || ' ' || (${textArray(GIVEN)})[1 + (g / ${FAMILY.length}) % ${GIVEN.length}] || ' ' || g,
           'teacher' || g || '@bulk.example',
           true, 'FREE', 'KR', 'TEACHER', now(), now()
    FROM generate_series(1, ${ownerCount}) AS g
    ON CONFLICT DO NOTHING`);
  const templateIds = textArray(TEMPLATE_SEEDS.map((t) => t.id));
  const quizList = JSON.stringify(SAMPLE_QUIZ_LIST);
  const publicModulo = Math.round(publicRatio * 100);
  let inserted = 0;
  while (inserted < n) {
    const count = Math.min(batchSize, n - inserted);
    const offset = inserted;
    await db.execute(sql`
      INSERT INTO quiz_sets (id, owner_id, title, template_id, category_tree_id, is_public, is_allow_pass,
        show_incorrect_answer, is_shuffle, quiz_list, quiz_count, country_code, play_count, created_at, updated_at,
        search_text)
      SELECT gen_random_uuid()::text,
             'bulk-user-' || (1 + (g * 7) % ${ownerCount}),
             (${textArray(SUBJECTS)})[1 + g % ${SUBJECTS.length}] || ' ' || (${textArray(TOPICS)})[1 + (g / ${SUBJECTS.length}) % ${TOPICS.length}] || ' ' || g,
             (${templateIds})[1 + g % ${TEMPLATE_SEEDS.length}],
             NULL,
             (g % 100) < ${publicModulo},
             true, true, false,
             ${quizList}::jsonb, 1, 'KR',
             (g::bigint * 7919) % 1000,
             now() - make_interval(secs => g),
             now() - make_interval(secs => g),
             (${textArray(SUBJECTS)})[1 + (g / 3) % ${SUBJECTS.length}] || E'\n' || 'Bulk question: '
               || (${textArray(QUESTION_WORDS)})[1 + (g / 7) % ${QUESTION_WORDS.length}] || ' ' || (g % 997)
      FROM generate_series(${offset + 1}::int, ${offset + count}::int) AS g`);
    inserted += count;
  }
  // VACUUM sets the visibility map, so counts become index-only scans as autovacuum would make them.
  await db.execute(sql`VACUUM ANALYZE quiz_sets`);
  await db.execute(sql`VACUUM ANALYZE "user"`);
  return inserted;
}
