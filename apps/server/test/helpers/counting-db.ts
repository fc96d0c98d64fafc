import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/**
 * A second Db on `database`'s client whose statements (but BEGIN/COMMIT/ROLLBACK: node-postgres logs
 * them, PGlite does not) are pushed to `statements`, by drizzle's logger. A Db of its own, so the
 * caches kept per Db (question snapshots, prepared statements) start empty, as in another process.
 */
export function countingDb(database: DatabaseHandle, statements: string[]): Db {
  const logger = {
    logQuery: (query: string) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return db as unknown as Db;
}
