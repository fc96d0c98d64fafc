import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/*
 * What a statement reads, from PostgreSQL's own plan: the answer batches' tests (issue 20) hold that
 * every per-answer read goes by primary key even on tables without statistics, where the planner's
 * guesses made the live batch read a whole game per batch.
 */

/** A node of EXPLAIN (FORMAT JSON)'s plan, with the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** `plan` and every node under it (subplans and init plans are children too). */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The reads of `tables` in `query`'s plan (EXPLAIN, not run; its parameters bound as constants), each
 * as "table: node type index", e.g. "live_game_players: Index Scan live_game_players_pkey" (a bitmap
 * heap scan names the indexes of its bitmaps, joined by "+"). An INSERT's own node (ModifyTable) is a
 * write and is left out.
 * `seqScan: false` plans with sequential scans priced out (`enable_seqscan = off`), for a test's
 * tables so small that reading one whole is the cheapest plan: it then says which index each read uses.
 */
export async function readsOf(
  db: Db,
  query: SQL,
  tables: readonly string[],
  options: { seqScan?: boolean } = {},
): Promise<string[]> {
  const explained = (await db.transaction(async (tx) => {
    if (options.seqScan === false) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
  })) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const json = explained.rows[0]?.['QUERY PLAN'];
  const [{ Plan: plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
  return nodesOf(plan)
    .filter((node) => node['Node Type'] !== 'ModifyTable' && tables.includes(node['Relation Name'] ?? ''))
    .map((node) => `${node['Relation Name']}: ${node['Node Type']} ${indexesOf(node)}`.trim());
}

/**
 * The index a scan reads: its own, or for a bitmap heap scan those of the bitmap scans under it;
 * " (whole)" after an index scan without a condition (it reads the whole index, in its order).
 */
function indexesOf(node: PlanNode): string {
  if (node['Node Type'] !== 'Bitmap Heap Scan')
    return node['Index Name'] ? `${node['Index Name']}${node['Index Cond'] ? '' : ' (whole)'}` : '';
  return nodesOf(node)
    .flatMap((child) => (child['Node Type'] === 'Bitmap Index Scan' ? [child['Index Name']] : []))
    .join('+');
}

/** The name of each of `tables`' primary-key index, by table. */
export async function primaryKeysOf(db: Db, tables: readonly string[]): Promise<Map<string, string>> {
  const listed = (await db.execute(
    sql`SELECT t.relname AS "table", i.relname AS "index" FROM pg_index x
      JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indisprimary AND t.relname IN ${tables}`,
  )) as unknown as { rows: { table: string; index: string }[] };
  return new Map(listed.rows.map((row) => [row.table, row.index]));
}
