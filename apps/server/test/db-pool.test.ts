import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

// DATABASE_POOL_SIZE (issue 20 item 4): N API processes behind a balancer share PostgreSQL's
// max_connections, so each process's pool must hold no more connections than it is given.
describe.skipIf(!process.env.DATABASE_URL)('the pool size on postgres', () => {
  /** Distinct server connections used by `queries` concurrent 100 ms queries on a pool of `poolSize`. */
  async function connectionsUsed(poolSize: number, queries: number): Promise<number> {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: '/nonexistent',
      poolSize,
    });
    try {
      const rows = await Promise.all(
        Array.from({ length: queries }, () =>
          database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.1)`),
        ),
      );
      const pids = rows.map((result) => (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
      return new Set(pids).size;
    } finally {
      await database.close();
    }
  }

  it('opens at most poolSize connections, and uses them all under load', async () => {
    expect(await connectionsUsed(2, 6)).toBe(2);
    expect(await connectionsUsed(4, 6)).toBe(4);
  });
});
