import type { SQL } from 'drizzle-orm';
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
