import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { executeNamed } from '../src/db/named-statement';
import { BACKENDS } from './helpers/context';

/*
 * db/named-statement.ts (issue 20 item 3: the answer batch was parsed and planned on every call). On
 * PostgreSQL a pool of one connection, so the server's view of that session's prepared statements
 * (pg_prepared_statements) is the view of the connection the statement ran on.
 */
describe.each(BACKENDS)('executeNamed on %s', (backend) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database =
      backend === 'postgres' ? await openPostgres(process.env.DATABASE_URL as string, 1) : await openPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  const sum = (a: number, b: number) => sql`SELECT ${a}::int + ${b}::int AS total, ${'x'}::text AS tag`;

  it('answers the rows as objects, each call with its own parameters', async () => {
    expect(await executeNamed(database.db, 'named_statement_sum', sum(1, 2))).toEqual([
      { total: 3, tag: 'x' },
    ]);
    expect(await executeNamed(database.db, 'named_statement_sum', sum(40, 2))).toEqual([
      { total: 42, tag: 'x' },
    ]);
  });

  it.runIf(backend === 'postgres')(
    'is prepared once on the connection and executed there, not parsed and planned again',
    async () => {
      for (let run = 0; run < 8; run++) await executeNamed(database.db, 'named_statement_count', sum(run, 1));
      const listed = (await database.db.execute(
        sql`SELECT name, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE name = 'named_statement_count'`,
      )) as unknown as { rows: unknown[] };
      // One entry for the name: node-postgres sent its Parse once; every call ran that statement.
      expect(listed.rows).toEqual([{ name: 'named_statement_count', runs: '8' }]);
    },
  );

  it.runIf(backend === 'postgres')('refuses one name for two texts on a connection', async () => {
    await executeNamed(database.db, 'named_statement_one_text', sum(1, 1));
    const error = await executeNamed(
      database.db,
      'named_statement_one_text',
      sql`SELECT ${1}::int AS other`,
    ).catch((thrown: unknown) => thrown);
    // drizzle wraps the driver's error ("Failed query: …") with it as the cause.
    expect(String((error as Error).cause)).toMatch(/Prepared statements must be unique/);
  });
});
