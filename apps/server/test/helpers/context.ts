import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { quizSets, user } from '../../src/db/schema';
import { type Env, loadEnv } from '../../src/env';
import {
  adminQuery,
  databaseUrlFor,
  type Golden,
  openPgliteFromDump,
  prepareDatabase,
} from './golden-database';

/** The backends every integration suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ORIGIN = 'http://quizset.test';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  /** Sends a request with the same-site Origin header a browser would send. */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  /** Signs in and returns the `Cookie` header value. */
  signIn: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Creates `quizset_test_<random>` on the server of DATABASE_URL (a copy of `template` when given) and
 * returns its URL and a dropper.
 */
async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `quizset_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return {
    url: databaseUrlFor(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** What globalSetup prepared (golden-database.ts), or nothing outside a vitest run. */
function golden(): Golden {
  try {
    return inject('quizsetGolden') ?? {};
  } catch {
    return {};
  }
}

/**
 * A fresh, migrated and seeded database (templates + demo accounts, no demo quiz sets) and an app on
 * it. Opening PGlite takes seconds even from the prepared copy: create one per file in `beforeAll`.
 */
export async function createTestContext(
  backend: Backend,
  overrides: Record<string, string> = {},
  options: {
    /** Runs on the empty database before the migrations (e.g. to build an older schema first). */
    beforeMigrate?: (database: DatabaseHandle) => Promise<void>;
    /** Keep every quiz set (the demo ones included) instead of starting empty. */
    keepQuizSets?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quizset-test-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: DatabaseHandle;
  // The prepared copy when this file wants the usual start (golden-database.ts says why).
  const prepared = options.beforeMigrate || options.keepQuizSets ? {} : golden();
  if (backend === 'postgres') {
    const created = await createPostgresDatabase(prepared.postgresTemplate);
    dropDatabase = created.drop;
    database = await openPostgres(created.url, 5);
  } else {
    database = prepared.pgliteDump ? await openPgliteFromDump(prepared.pgliteDump) : await openPglite();
  }
  const fromCopy = backend === 'postgres' ? !!prepared.postgresTemplate : !!prepared.pgliteDump;
  if (!fromCopy) {
    await options.beforeMigrate?.(database);
    await prepareDatabase(database, { keepQuizSets: options.keepQuizSets });
  }
  const env = loadEnv({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(24).toString('hex'),
    PUBLIC_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_UPLOADS: '1000',
    RATE_LIMIT_CREATES: '1000',
    AUTH_RATE_LIMIT: 'false',
    // Each file's app would load a file-job and a probe thread (pdf.js and the parsers, ~1.5 s of CPU)
    // that most files never use; the thread specs build their pools themselves, warm as in production.
    FILE_THREADS_WARM: 'false',
    ...overrides,
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();

  const request: TestContext['request'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });

  const signIn = async (email: string, password = 'demo-password') => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in ${email} failed: ${response.statusCode} ${response.body}`);
    return cookieHeader(response);
  };

  return {
    app,
    database,
    env,
    request,
    signIn,
    close: async () => {
      await app.close();
      // A suite may have closed the database on purpose (failure tests); closing twice is fine.
      await database.close().catch(() => undefined);
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `Cookie` header to send back for the cookies a response set. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Everything a failed request must leave untouched, as one comparable string. */
export async function snapshotDatabase(database: DatabaseHandle): Promise<string> {
  const sets = await database.db.select().from(quizSets).orderBy(asc(quizSets.id));
  const users = await database.db.select().from(user).orderBy(asc(user.id));
  return JSON.stringify([sets, users]);
}
