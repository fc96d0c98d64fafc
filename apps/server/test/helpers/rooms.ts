import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import type { TestContext } from './context';

/**
 * A new quiz set of the signed-in `cookie`'s user (`POST /api/quizsets` with `set`) and a room opened
 * on it with `room` (`POST /api/quizsets/{id}/rooms`, docs/api.md "Quiz rooms"); both must answer 201.
 * @returns the set's id and the room's `entryMapHashId`.
 */
export async function createSetWithRoom(
  ctx: TestContext,
  cookie: string,
  { set, room = {} }: { set: unknown; room?: Record<string, unknown> },
): Promise<{ setId: string; roomId: string }> {
  const created = await ctx.request({ method: 'POST', url: '/api/quizsets', cookie, payload: set as object });
  expect(created.statusCode, created.body).toBe(201);
  const setId: string = created.json().data.id;
  const opened = await ctx.request({
    method: 'POST',
    url: `/api/quizsets/${setId}/rooms`,
    cookie,
    payload: room,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { setId, roomId: opened.json().data.entryMapHashId };
}

/**
 * A connection of its own to the PostgreSQL database `ctx` runs on (PostgreSQL contexts only): what
 * another API process, or another transaction, does meanwhile. The caller ends it.
 */
export async function openSecondConnection(ctx: TestContext): Promise<pg.Client> {
  const named = (await ctx.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${named.rows[0]?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}
