import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/**
 * The prepared database every server test file copies (helpers/golden-database.ts) holds what a
 * database built file by file held: every migration, the same tables and columns, indexes and
 * extensions, the templates and demo accounts, and no quiz set.
 */
async function describeDatabase(database: DatabaseHandle) {
  const rows = async (query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    migrations: await rows(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`),
    columns: await rows(sql`
      SELECT table_name, column_name, data_type, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public'
      ORDER BY table_name, column_name`),
    indexes: await rows(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    ),
    extensions: await rows(sql`SELECT extname FROM pg_extension ORDER BY extname`),
    users: await rows(sql`SELECT email, user_type, plan_type FROM "user" ORDER BY email`),
    templates: await rows(sql`SELECT id FROM map_templates ORDER BY id`),
    quizSets: await rows(sql`SELECT count(*)::int AS count FROM quiz_sets`),
  };
}

describe.each(BACKENDS)('the prepared test database on %s', (backend) => {
  let copied: TestContext;
  let built: TestContext;

  beforeAll(async () => {
    copied = await createTestContext(backend);
    // A `beforeMigrate` step makes createTestContext migrate and seed here instead of copying.
    built = await createTestContext(backend, {}, { beforeMigrate: async () => undefined });
  });

  afterAll(async () => {
    await copied?.close();
    await built?.close();
  });

  it('was prepared by the globalSetup for this backend', () => {
    const golden = inject('quizsetGolden');
    expect(backend === 'pglite' ? golden.pgliteDump : golden.postgresTemplate).toBeTruthy();
  });

  it('equals a database migrated and seeded by itself', async () => {
    const fromCopy = await describeDatabase(copied.database);
    expect(fromCopy).toEqual(await describeDatabase(built.database));
    expect(fromCopy).toMatchObject({ quizSets: [{ count: 0 }] });
  });

  it('is a copy of its own: a write to one file database is not in the next copy', async () => {
    await copied.database.db.execute(
      sql`UPDATE "user" SET name = 'changed' WHERE email = 'pro@demo.example'`,
    );
    const again = await createTestContext(backend);
    try {
      const { rows } = (await again.database.db.execute(
        sql`SELECT name FROM "user" WHERE email = 'pro@demo.example'`,
      )) as unknown as { rows: { name: string }[] };
      expect(rows[0]?.name).not.toBe('changed');
    } finally {
      await again.close();
    }
  });
});
