import {
  type MapType,
  PAGE_SIZE,
  type PlanType,
  type QuizSetSummary,
  type SearchOrder,
  type SearchType,
} from '@quizset/domain';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { mapTemplates, quizSets, user } from '../../db/schema';

export interface SearchQuizSetsParams {
  /** Only public quiz sets (explore, someone else's profile). */
  publicOnly: boolean;
  /** Only this owner's quiz sets (myquiz, profile). */
  ownerId?: string;
  q?: string;
  qType: SearchType;
  /**
   * Only sets filed under this category node: a school type (3 digits), grade (5) or subject (7)
   * id, matched as the start of `category_tree_id` (spec §3 "Category tree node"; explore's filter).
   * Digits only (the route's schema), so it needs no LIKE escaping.
   */
  categoryPrefix?: string;
  order: SearchOrder;
  /** 1-based. */
  page: number;
  limit?: number;
  /** Rows counted past the page start (default COUNT_LOOKAHEAD_ROWS); tests lower it. */
  countLookahead?: number;
}

export interface QuizSetPage {
  data: QuizSetSummary[];
  currentPage: number;
  totalPages: number;
}

/**
 * `DESC NULLS LAST`, the order drizzle-kit writes into the btree indexes. A plain `DESC` means NULLS
 * FIRST, which the planner cannot serve from those indexes (NOT NULL does not make them equal).
 */
function descNullsLast(column: AnyPgColumn): SQL {
  return sql`${column} DESC NULLS LAST`;
}

/** `q` with `\`, `%` and `_` escaped for ILIKE (the default escape character `\`). */
function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `q` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

/**
 * Needles shorter than this (in characters) contain no whole trigram, so pg_trgm cannot serve
 * `ILIKE '%q%'` for them; a needle of exactly BIGRAM_LENGTH characters goes through the bigram column.
 */
export const MIN_CONTAINS_LENGTH = 3;

/** The length of the keys of `quiz_sets.title_bigrams` (the two Hangul syllables of '수학'). */
export const BIGRAM_LENGTH = 2;

/** ILIKE patterns matching `q` at the start of the title or of a word after a space. */
export function wordStartPatterns(q: string): [string, string] {
  const escaped = escapeLike(q);
  return [`${escaped}%`, `% ${escaped}%`];
}

/**
 * The title condition, always served by a GIN index (issue 7 "Search"):
 * - MIN_CONTAINS_LENGTH+ characters: anywhere, `title ILIKE '%q%'` through the trigram index;
 * - exactly BIGRAM_LENGTH characters: anywhere, `title_bigrams @> ARRAY[lower(q)]` through the bigram
 *   index — a two-character needle is one bigram, so containment is exactly "q occurs in the title,
 *   ignoring case": '수학' finds '고등수학' and '중1 수학'. The column and the needle are lower-cased
 *   by the same SQL lower(), so both backends agree;
 * - one character: word starts only (`title ILIKE 'q%' OR title ILIKE '% q%'`, whole padded trigrams),
 *   because a single letter anywhere matches most titles and no index narrows it.
 */
function titleCondition(q: string): SQL {
  const length = [...q].length;
  if (length >= BIGRAM_LENGTH) return containsCondition(q, quizSets.title, quizSets.titleBigrams);
  const [start, wordStart] = wordStartPatterns(q);
  return sql`(${quizSets.title} ILIKE ${start} OR ${quizSets.title} ILIKE ${wordStart})`;
}

/**
 * `q` (BIGRAM_LENGTH+ characters) anywhere in `text`: ILIKE through its trigram index, or for exactly
 * BIGRAM_LENGTH characters containment in its bigram column (see titleCondition).
 */
function containsCondition(q: string, text: AnyPgColumn, bigrams: AnyPgColumn): SQL {
  if ([...q].length >= MIN_CONTAINS_LENGTH) return sql`${text} ILIKE ${containsPattern(q)}`;
  return sql`${bigrams} @> ARRAY[lower(${q}::text)]`;
}

/** One way a quiz set can match the search text (searchAlternatives). */
interface Alternative {
  /** The condition on one quiz_sets row (the index walk filters by it). */
  condition: SQL;
  /** Up to `cap` matching (id, play_count, created_at) rows that pass `filters`, through its index. */
  collect: (filters: SQL[], cap: number) => SQL;
}

/** Quiz sets whose rows match `condition`, found through that condition's GIN index. */
function rowAlternative(condition: SQL): Alternative {
  return {
    condition,
    collect: (filters, cap) =>
      sql`SELECT ${quizSets.id}, ${quizSets.playCount}, ${quizSets.createdAt} FROM ${quizSets}
          WHERE ${and(...filters, condition)} LIMIT ${cap}`,
  };
}

/** Quiz sets whose title matches: the trigram or bigram GIN index (titleCondition). */
function titleAlternative(q: string): Alternative {
  return rowAlternative(titleCondition(q));
}

/**
 * Quiz sets whose subject tag or question text (`search_text`, search-text.ts) holds `q` (issue 19
 * item 19), through its trigram or bigram GIN index; none for a one-character needle, which no index
 * narrows and which would match nearly every set's questions.
 */
function contentAlternatives(q: string): Alternative[] {
  if ([...q].length < BIGRAM_LENGTH) return [];
  return [rowAlternative(containsCondition(q, quizSets.searchText, quizSets.searchBigrams))];
}

/**
 * Quiz sets of the authors `where` selects: the user trigram indexes (or, for a short needle, a scan
 * of the much smaller user table) find the authors, then the owner btree index their quiz sets, one
 * author at a time (LATERAL), stopping at `cap`. Not `owner_id = ANY(ARRAY(…))` with LIMIT there: the
 * planner cannot know the array's size, guesses ten authors' worth of rows, and with a LIMIT picks a
 * sequential scan that reads every quiz set when no author matches (EXPLAIN at 1,000,000 rows).
 */
function ownersAlternative(where: SQL): Alternative {
  return {
    condition: sql`${quizSets.ownerId} = ANY(ARRAY(SELECT ${user.id} FROM ${user} WHERE ${where}))`,
    collect: (filters, cap) =>
      sql`SELECT owned.id, owned.play_count, owned.created_at FROM ${user} CROSS JOIN LATERAL (
            SELECT ${quizSets.id}, ${quizSets.playCount}, ${quizSets.createdAt} FROM ${quizSets}
            WHERE ${and(...filters, eq(quizSets.ownerId, user.id))} LIMIT ${cap}
          ) AS owned
          WHERE ${where} LIMIT ${cap}`,
  };
}

/**
 * `q` as an ILIKE pattern matching the whole text only (case-insensitive, `%` and `_` literal). The
 * EMAIL search uses it (issue 6 "Privacy": a substring match let anyone rebuild an address letter
 * by letter); the trigram GIN index on `user.email` serves it.
 */
export function wholePattern(q: string): string {
  return escapeLike(q);
}

/**
 * The search condition of `qType` as alternatives (issue 2: search runs in the database on indexes),
 * each served by its own index: the title by its trigram GIN index, authors by ownersAlternative,
 * and in ALL also the subject tag and question text (`search_text`, contentAlternatives; issue 19).
 * Author names match anywhere; an email matches only as a whole address, in ALL as in EMAIL.
 * ALL is two alternatives rather than one OR: with OR
 * the planner has to estimate both sides as one and can pick a (parallel) scan of every quiz set; as
 * a UNION each side keeps its own index (pageByMatchesFirst).
 */
function searchAlternatives(q: string, qType: SearchType): Alternative[] {
  const pattern = containsPattern(q);
  const email = wholePattern(q);
  switch (qType) {
    case 'TITLE':
      return [titleAlternative(q)];
    case 'EMAIL':
      return [ownersAlternative(sql`${user.email} ILIKE ${email}`)];
    case 'AUTHOR_NAME':
      return [ownersAlternative(sql`${user.name} ILIKE ${pattern}`)];
    case 'ALL':
      return [
        titleAlternative(q),
        ...contentAlternatives(q),
        ownersAlternative(sql`(${user.name} ILIKE ${pattern} OR ${user.email} ILIKE ${email})`),
      ];
  }
}

/**
 * Rows counted beyond the current page. Counting every match of a broad search over a million rows
 * costs a full scan; infinite scroll only needs to know that more pages exist (issue 2 step 10).
 */
export const COUNT_LOOKAHEAD_ROWS = 1000;

interface PageQuery {
  /** The public/owner filters, all required. */
  filters: SQL[];
  /** The search condition as alternatives (searchAlternatives), any one suffices; empty: no search. */
  alternatives: Alternative[];
  /** offset + lookahead: the most rows counted or collected. */
  cap: number;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Raw rows of `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The filters and any one alternative, as one WHERE condition. */
function wholeCondition(page: PageQuery): SQL | undefined {
  const conditions = page.alternatives.map((alternative) => alternative.condition);
  return and(...page.filters, conditions.length > 0 ? or(...conditions) : undefined);
}

/**
 * Ids of one page plus the (capped) count unless `withCount` is false, walking the order's btree
 * index: right when there is no search text, or for a common needle (the walk meets 20 matches fast).
 */
async function pageByIndexWalk(
  db: Db,
  page: PageQuery,
  withCount = true,
): Promise<{ ids: string[]; total: number }> {
  const where = wholeCondition(page);
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(quizSets)
    .where(where)
    .limit(page.cap)
    .as('capped');
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: quizSets.id })
      .from(quizSets)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    withCount ? db.select({ value: count() }).from(capped) : [undefined],
  ]);
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
}

/**
 * Ids of one page for a text search, matching first: up to `offset + COUNT_LOOKAHEAD_ROWS` matches
 * of each alternative are collected with their sort keys (a MATERIALIZED CTE, so the planner finds
 * them through the trigram GIN or owner index instead of walking the order index and filtering row by
 * row, which costs a full scan for a rare word), merged by UNION (a quiz set matching its title and
 * its author counts once), then sorted. When the cap is reached the word is common: the collected
 * rows are an arbitrary subset, so the page comes from the index walk, which meets 20 matches fast.
 */
async function pageByMatchesFirst(db: Db, page: PageQuery): Promise<{ ids: string[]; total: number }> {
  const { cap } = page;
  const order = sql.join(page.orderBy, sql`, `);
  const branches = page.alternatives.map((alternative) => sql`(${alternative.collect(page.filters, cap)})`);
  // One row per page entry, or a single row with a null id when the page is empty: the total
  // arrives either way (the LEFT JOIN on a one-row relation). A capped branch makes the union reach
  // the cap, so `total < cap` means every alternative was collected whole.
  const rows = await executeRows<{ id: string | null; total: string | number }>(
    db,
    sql`WITH matches AS MATERIALIZED (${sql.join(branches, sql` UNION `)}),
        page AS (
          SELECT id, row_number() OVER (ORDER BY ${order}) AS position FROM matches AS ${quizSets}
          ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}
        )
        SELECT page.id, least((SELECT count(*) FROM matches), ${cap}) AS total
        FROM (SELECT 1) AS one LEFT JOIN page ON true
        ORDER BY page.position`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (total < cap) return { ids, total };
  return { ids: (await pageByIndexWalk(db, page, false)).ids, total };
}

/**
 * One page of quiz set summaries (api.md "Building": GET /api/quizsets, myquiz, users/{id}/quizsets).
 * Order RECENTLY = created_at desc, id; POPULARITY = play_count desc, created_at desc, id. 20 a page
 * unless `limit` (at most 20).
 *
 * `q` matches as searchAlternatives says: anywhere in titles, names and emails (and, in ALL, subject
 * tags and question text), except that a
 * one-character title needle matches word starts only (titleCondition); two characters ('수학') match
 * inside compound words through the bigram index.
 *
 * `totalPages` is exact whenever the result has fewer than COUNT_LOOKAHEAD_ROWS rows past the
 * current page's start; otherwise it is a lower bound at least 50 pages past the current one (so
 * "is there a next page" is always right). It is at least 1.
 *
 * Only the page's ids are chosen on quiz_sets; those ≤20 rows are then joined to authors and
 * templates, so the join never widens the scan (issue 2: fast at a million quiz sets).
 */
export async function searchQuizSets(db: Db, params: SearchQuizSetsParams): Promise<QuizSetPage> {
  const limit = Math.min(Math.max(params.limit ?? PAGE_SIZE, 1), PAGE_SIZE);
  const page = Math.max(params.page, 1);
  const filters: SQL[] = [];
  if (params.publicOnly) filters.push(eq(quizSets.isPublic, true));
  if (params.ownerId !== undefined) filters.push(eq(quizSets.ownerId, params.ownerId));
  if (params.categoryPrefix)
    filters.push(sql`${quizSets.categoryTreeId} LIKE ${`${escapeLike(params.categoryPrefix)}%`}`);
  const q = params.q?.trim() ?? '';
  const alternatives = q ? searchAlternatives(q, params.qType) : [];
  const orderBy =
    params.order === 'POPULARITY'
      ? [descNullsLast(quizSets.playCount), descNullsLast(quizSets.createdAt), sql`${quizSets.id} ASC`]
      : [descNullsLast(quizSets.createdAt), sql`${quizSets.id} ASC`];
  const offset = (page - 1) * limit;
  const cap = offset + (params.countLookahead ?? COUNT_LOOKAHEAD_ROWS);
  const pageQuery: PageQuery = { filters, alternatives, orderBy, limit, offset, cap };
  const { ids, total } = q ? await pageByMatchesFirst(db, pageQuery) : await pageByIndexWalk(db, pageQuery);
  return {
    data: await loadSummaries(db, ids),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/** Summaries of `ids`, in the order given. */
async function loadSummaries(db: Db, ids: string[]): Promise<QuizSetSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: quizSets.id,
      title: quizSets.title,
      templateId: quizSets.templateId,
      templateType: mapTemplates.type,
      templatePlanType: mapTemplates.templatePlanType,
      thumbnailUrl: mapTemplates.thumbnailImage,
      categoryTreeId: quizSets.categoryTreeId,
      schoolSemester: quizSets.schoolSemester,
      publisher: quizSets.publisher,
      quizCount: quizSets.quizCount,
      isPublic: quizSets.isPublic,
      authorId: user.id,
      authorName: user.name,
      authorImage: user.image,
      createdAt: quizSets.createdAt,
      updatedAt: quizSets.updatedAt,
      playCount: quizSets.playCount,
    })
    .from(quizSets)
    .innerJoin(user, eq(user.id, quizSets.ownerId))
    .innerJoin(mapTemplates, eq(mapTemplates.id, quizSets.templateId))
    .where(inArray(quizSets.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        title: row.title,
        templateId: row.templateId,
        templateType: row.templateType as MapType,
        templatePlanType: row.templatePlanType as PlanType,
        thumbnailUrl: row.thumbnailUrl,
        categoryTreeData: {
          categoryTreeId: row.categoryTreeId,
          schoolSemester: row.schoolSemester,
          publisher: row.publisher,
        },
        quizCount: row.quizCount,
        isPublic: row.isPublic,
        author: { id: row.authorId, name: row.authorName, image: row.authorImage },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        playCount: row.playCount,
      },
    ];
  });
}
