import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { closeGracefully } from '../src/shutdown';
import { BACKENDS, createTestContext, ORIGIN, type TestContext } from './helpers/context';

/** Requests are held this long before their handlers run, so they are surely in flight at close. */
const HOLD_MS = 300;

describe.each(BACKENDS)('graceful shutdown on %s', (backend) => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let origin: string;
  let cookie: string;
  let started = 0;
  const handlerErrors: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    cookie = await ctx.signIn('pro@demo.example');
    // A second app on the same database, listening on a real port as main.ts does.
    app = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    app.addHook('onRequest', async () => {
      started++;
      await sleep(HOLD_MS);
    });
    // Errors of handlers, answered or not (an aborted request's handler still runs to its end).
    app.addHook('onError', async (request, _reply, error) => {
      handlerErrors.push(`${request.url}: ${error.message}`);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('lets requests in flight finish (2xx/503, never 500) and closes the database only after', async () => {
    const headers = { cookie, origin: ORIGIN };
    const paths = [
      '/api/users/me', // the session lookup that met an ended pool
      '/api/users/me',
      '/api/users/me',
      '/api/quizsets?order=RECENTLY',
      `/api/quizsets?qType=ALL&q=${encodeURIComponent('수학')}`,
      '/api/health',
    ];
    const responses = Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${origin}${path}`, { headers });
        return { path, status: response.status, body: await response.text() };
      }),
    );
    // Clients that give up while their requests are held: their connections end at once, but the
    // handlers still run (and look the session up) after the server has stopped.
    const abort = new AbortController();
    const abandoned = Promise.allSettled(
      ['/api/users/me', '/api/users/me'].map((path) =>
        fetch(`${origin}${path}`, { headers, signal: abort.signal }),
      ),
    );
    const total = paths.length + 2;
    // Close once every request has reached the server and is held in flight.
    for (let i = 0; i < 100 && started < total; i++) await sleep(10);
    expect(started).toBe(total);
    abort.abort();
    await abandoned;
    const closing = closeGracefully(app, ctx.database);

    const results = await responses;
    for (const result of results) {
      expect([200, 503], `${result.path}: ${result.status} ${result.body}`).toContain(result.status);
    }
    // Requests already in flight are served, not refused.
    expect(results.filter((r) => r.status === 200)).toHaveLength(paths.length);
    await closing;
    expect(handlerErrors).toEqual([]);
    // The database was closed by closeGracefully, after the requests.
    await expect(ctx.database.db.execute(sql`select 1`)).rejects.toThrow();
    // A request after the close finds nobody listening.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
  });
});
