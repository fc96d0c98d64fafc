import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openPostgres, PGLITE_EXTENSIONS, pgliteHandle } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';

/**
 * The database every server test file starts from (migrated, seeded with the templates and the demo
 * accounts, no quiz sets), made once per vitest run instead of once per file.
 *
 * Why: a new PGlite spends most of its start in initdb (about 4 s idle and 10 s on a loaded 2-core CI
 * machine), then 1 s in the migrations and 1.3 s in the seed (password hashes); about 100 server files
 * on two backends paid that each. A PGlite loaded from a dump of the prepared data directory skips all
 * three (3–5 s loaded), and `CREATE DATABASE … TEMPLATE` copies a prepared PostgreSQL database in
 * about 0.2 s instead of 2.3 s.
 *
 * `vitest.config.ts` runs `setup` as the globalSetup of both server projects (`server`,
 * `server-fresh`); it hands the two to the workers with `provide` (read back by `golden()` in
 * context.ts). Outside vitest, or with either missing,
 * `createTestContext` builds the database the slow way, which is also what a file asking for a
 * database before its migrations (`beforeMigrate`) gets.
 */
export interface Golden {
  /** A file holding `PGlite.dumpDataDir('none')` of the prepared database (an uncompressed tar). */
  pgliteDump?: string;
  /** The name of the prepared PostgreSQL database, on the server of DATABASE_URL, used as a template. */
  postgresTemplate?: string;
  /** The temporary folder holding the dump, removed at teardown. */
  folder?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    quizsetGolden: Golden;
  }
}

/** Migrates and seeds `database` as every test file expects it: demo accounts, no quiz sets. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { keepQuizSets?: boolean } = {},
): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  // The demo quiz sets would skew counts; suites create what they assert on.
  if (!options.keepQuizSets) await database.db.execute(sql`DELETE FROM quiz_sets`);
}

/** `DATABASE_URL` with its database name replaced by `name`. */
export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statement` on the server of DATABASE_URL, on its own connection. */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A PGlite opened from the prepared dump at `file` (in memory, pg_trgm loaded, nothing to migrate). */
export async function openPgliteFromDump(file: string): Promise<DatabaseHandle> {
  const dump = new Blob([await readFile(file)]);
  return pgliteHandle(await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS, loadDataDir: dump }));
}

/** Prepares the PGlite dump (always) and the PostgreSQL template (when DATABASE_URL is set). */
async function makeGolden(): Promise<Golden> {
  const folder = mkdtempSync(path.join(tmpdir(), 'quizset-golden-'));
  const golden: Golden = { folder };

  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  const pglite = pgliteHandle(client);
  await prepareDatabase(pglite);
  const dump = await client.dumpDataDir('none');
  await pglite.close();
  golden.pgliteDump = path.join(folder, 'pglite.tar');
  writeFileSync(golden.pgliteDump, Buffer.from(await dump.arrayBuffer()));

  if (process.env.DATABASE_URL) {
    const name = `quizset_golden_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const postgres = await openPostgres(databaseUrlFor(name), 2);
    try {
      await prepareDatabase(postgres);
    } finally {
      // A template must have no open connection when it is copied.
      await postgres.close();
    }
    golden.postgresTemplate = name;
  }
  return golden;
}

/** Removes what `makeGolden` made. */
async function removeGolden(golden: Golden): Promise<void> {
  if (golden.folder) rmSync(golden.folder, { recursive: true, force: true });
  if (golden.postgresTemplate)
    await adminQuery(`DROP DATABASE IF EXISTS ${golden.postgresTemplate} WITH (FORCE)`);
}

/**
 * The golden databases of this vitest process and how many projects use them: the `server` and
 * `server-fresh` projects both name this globalSetup, and one set serves both (made once, removed
 * after the last project's teardown). Kept on `globalThis` in case vitest loads this file once per
 * project.
 */
const processWide = globalThis as { quizsetGolden?: { golden: Promise<Golden>; users: number } };

/**
 * vitest globalSetup: provides the golden databases' locations (made on the first project's call)
 * and returns the teardown that removes them after the last project's.
 */
export default async function setup(project: {
  provide: (key: 'quizsetGolden', value: Golden) => void;
}): Promise<() => Promise<void>> {
  processWide.quizsetGolden ??= { golden: makeGolden(), users: 0 };
  const entry = processWide.quizsetGolden;
  entry.users += 1;
  project.provide('quizsetGolden', await entry.golden);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    processWide.quizsetGolden = undefined;
    await removeGolden(await entry.golden);
  };
}
