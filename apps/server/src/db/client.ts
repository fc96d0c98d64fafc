import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every feature function takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; feature functions accept `Db | Tx` through `Db` since Tx extends it. */
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** Applies pending migrations of apps/server/drizzle (idempotent); tests may name another folder. */
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The extensions every PGlite of the app is opened with (pg_trgm: the search indexes). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens the embedded PGlite (PostgreSQL 18 in WASM) with pg_trgm. `dataDir` undefined = in memory
 * (tests). Migrations run through drizzle's PGlite migrator because drizzle-kit cannot load the
 * extension (stack.md).
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(dataDir ?? 'memory://', { extensions: PGLITE_EXTENSIONS }));
}

/** The handle on an open PGlite `client` (one created with `PGLITE_EXTENSIONS`, as `openPglite` does). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Opens a node-postgres pool on `url` (PostgreSQL 15+ with pg_trgm available) of at most `poolSize`
 * connections (DATABASE_POOL_SIZE for the API; issue 20 item 4: N processes share max_connections).
 */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (server restart, admin kill) emits 'error' on the pool; without
  // a listener that would crash the process. The pool replaces the client; queries report their own errors.
  pool.on('error', (error) => {
    console.error('[db] idle PostgreSQL client error:', error.message);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when `databaseUrl` is set (a pool of `poolSize` connections, default 10), else PGlite
 * under `<dataDir>/pglite`.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(path.join(options.dataDir, 'pglite'));
}
