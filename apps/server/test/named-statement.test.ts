import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { arrayParam, executeNamed } from '../src/db/named-statement';
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

  it.runIf(backend === 'postgres')(
    'a batch of one sent through arrayParam is planned five times, then runs on the generic plan; a bare array parameter is planned on every call',
    async () => {
      // The batches' shape: unnest of an array, each element looked up by an index (here the catalog's).
      const lookup = (array: SQL) => sql`SELECT c.relname FROM unnest(${array}) AS given (name)
        JOIN pg_class c ON c.relname = given.name JOIN pg_namespace n ON n.oid = c.relnamespace`;
      const plans = async (name: string) => {
        const listed = (await database.db.execute(
          sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = ${name}`,
        )) as unknown as { rows: { generic: number; custom: number }[] };
        return listed.rows[0];
      };
      for (let run = 0; run < 8; run++) {
        expect(
          await executeNamed(database.db, 'named_statement_batch', lookup(arrayParam(['pg_class'], 'text'))),
        ).toEqual([{ relname: 'pg_class' }]);
        await executeNamed(
          database.db,
          'named_statement_bare',
          lookup(sql`${sql.param(['pg_class'])}::text[]`),
        );
      }
      expect(await plans('named_statement_batch')).toEqual({ generic: 3, custom: 5 });
      // Why arrayParam exists: the custom plan counts a bare array's one element and looks cheaper.
      expect(await plans('named_statement_bare')).toEqual({ generic: 0, custom: 8 });
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
