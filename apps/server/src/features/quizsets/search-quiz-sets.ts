import {
  type MapType,
  PAGE_SIZE,
  type QuizSetSummary,
  type SearchOrder,
  type SearchType,
} from '@quizset/domain';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

/** `q` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search condition of `qType` (issue 2: search runs in the database on trigram indexes).
 * Author conditions select owner ids first (`= ANY(ARRAY(…))`): the user trigram index finds the
 * authors, the owner btree index their quiz sets, and ALL combines both sides with a bitmap OR
 * instead of scanning every quiz set.
 */
function searchCondition(q: string, qType: SearchType): SQL {
  const pattern = containsPattern(q);
  const titleMatches = sql`${quizSets.title} ILIKE ${pattern}`;
  const ownersWhere = (where: SQL) =>
    sql`${quizSets.ownerId} = ANY(ARRAY(SELECT ${user.id} FROM ${user} WHERE ${where}))`;
  switch (qType) {
    case 'TITLE':
      return titleMatches;
    case 'EMAIL':
      return ownersWhere(sql`${user.email} ILIKE ${pattern}`);
    case 'AUTHOR_NAME':
      return ownersWhere(sql`${user.name} ILIKE ${pattern}`);
    case 'ALL':
      return sql`(${titleMatches} OR ${ownersWhere(sql`${user.name} ILIKE ${pattern} OR ${user.email} ILIKE ${pattern}`)})`;
  }
}

/**
 * Rows counted beyond the current page. Counting every match of a broad search over a million rows
 * costs a full scan; infinite scroll only needs to know that more pages exist (issue 2 step 10).
 */
export const COUNT_LOOKAHEAD_ROWS = 1000;

interface PageQuery {
  where: SQL | undefined;
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

/**
 * Ids of one page plus the (capped) count, walking the order's btree index: right when there is no
 * search text, or one too short for the trigram index (where matches are common enough that the walk
 * meets 20 of them quickly).
 */
async function pageByIndexWalk(db: Db, page: PageQuery): Promise<{ ids: string[]; total: number }> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(quizSets)
    .where(page.where)
    .limit(page.cap)
    .as('capped');
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: quizSets.id })
      .from(quizSets)
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(capped),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.value ?? 0 };
}

/**
 * Ids of one page for a text search, matching first: up to `offset + COUNT_LOOKAHEAD_ROWS` matches
 * are collected with their sort keys (a MATERIALIZED CTE, so the planner finds them through the
 * trigram GIN index instead of walking the order index and filtering row by row, which costs a full
 * scan for a rare word), then sorted. When the cap is reached the word is common: the collected
 * rows are an arbitrary subset, so the page comes from the index walk, which meets 20 matches fast.
 */
async function pageByMatchesFirst(db: Db, page: PageQuery): Promise<{ ids: string[]; total: number }> {
  const { cap } = page;
  const order = sql.join(page.orderBy, sql`, `);
  // One row per page entry, or a single row with a null id when the page is empty: the total
  // arrives either way (the LEFT JOIN on a one-row relation).
  const rows = await executeRows<{ id: string | null; total: string | number }>(
    db,
    sql`WITH matches AS MATERIALIZED (
          SELECT ${quizSets.id}, ${quizSets.playCount}, ${quizSets.createdAt} FROM ${quizSets}
          WHERE ${page.where} LIMIT ${cap}
        ),
        page AS (
          SELECT id, row_number() OVER (ORDER BY ${order}) AS position FROM matches AS ${quizSets}
          ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}
        )
        SELECT page.id, (SELECT count(*) FROM matches) AS total
        FROM (SELECT 1) AS one LEFT JOIN page ON true
        ORDER BY page.position`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (total < cap) return { ids, total };
  return { ids: (await pageByIndexWalk(db, page)).ids, total };
}

/**
 * One page of quiz set summaries (api.md "Building": GET /api/quizsets, myquiz, users/{id}/quizsets).
 * Order RECENTLY = created_at desc, id; POPULARITY = play_count desc, created_at desc, id. 20 a page
 * unless `limit` (at most 20).
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
  const conditions: SQL[] = [];
  if (params.publicOnly) conditions.push(eq(quizSets.isPublic, true));
  if (params.ownerId !== undefined) conditions.push(eq(quizSets.ownerId, params.ownerId));
  const q = params.q?.trim() ?? '';
  if (q) conditions.push(searchCondition(q, params.qType));
  const orderBy =
    params.order === 'POPULARITY'
      ? [descNullsLast(quizSets.playCount), descNullsLast(quizSets.createdAt), sql`${quizSets.id} ASC`]
      : [descNullsLast(quizSets.createdAt), sql`${quizSets.id} ASC`];
  const offset = (page - 1) * limit;
  const cap = offset + (params.countLookahead ?? COUNT_LOOKAHEAD_ROWS);
  const pageQuery: PageQuery = { where: and(...conditions), orderBy, limit, offset, cap };
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
      templateType: mapTemplates.mapType,
      thumbnailUrl: mapTemplates.thumbnailUrl,
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
        thumbnailUrl: row.thumbnailUrl,
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
