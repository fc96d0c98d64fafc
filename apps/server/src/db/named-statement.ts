import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Turns raw SQL into text and parameters; raw SQL names its columns itself, so no casing applies. */
const dialect = new PgDialect();

/**
 * Runs raw SQL as the named prepared statement `name` and answers its rows as objects (column name →
 * value), as `db.execute` does. On PostgreSQL node-postgres parses a named statement once per pooled
 * connection, and the server keeps a generic plan once it finds one no dearer than planning each
 * call; an unnamed statement (what `db.execute` sends) is parsed and planned on every call. For the
 * answer batch (rooms/answer-batch.ts, issue 20 item 3) planning took 0.5–0.7 ms of PostgreSQL's CPU
 * per statement, running it 0.05–0.13 ms. PGlite runs it as `db.execute` would.
 *
 * `query` must render the same text on every call (every value a parameter, no list whose length
 * varies), since one name stands for one text.
 * @throws what the driver throws; node-postgres refuses a `name` already used for another text on that
 *   connection ("Prepared statements must be unique").
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** The element types the answer batches send arrays of. */
export type ArrayElementType = 'text' | 'boolean' | 'int' | 'timestamptz';

/**
 * `values` as one array parameter of type `type[]`, wrapped in a scalar subquery: the form a named
 * statement's `unnest(…)` takes its batch in (rooms/answer-batch.ts, live-games/answer-batch.ts).
 *
 * Why the subquery: PostgreSQL plans a named statement for its parameters ("custom plan") five times,
 * then keeps the parameter-free "generic plan" only if that one's estimated cost is no higher than
 * the custom plans' average. A bare array parameter is a constant to the custom planner, which counts
 * its elements (one answer: one row), while the generic plan assumes 10 rows, so with batches of one
 * or two answers the generic plan looked dearer and the statement was planned again on every
 * batch: `bind` took 0.80 ms per batch of a live game in its statement log, 0.10 ms once the generic
 * plan was kept. A subquery's value is unknown to both planners (it is an
 * InitPlan, never folded to a constant), so both assume 10 rows, the generic plan wins, and the
 * statement is planned five times per connection. Both plans are the same primary-key lookups per
 * row, so the estimate's row count does not change which plan runs.
 */
export function arrayParam(
  values: readonly (string | number | boolean | null)[],
  type: ArrayElementType,
): SQL {
  return sql`(SELECT ${sql.param(values)}::${sql.raw(type)}[])`;
}
