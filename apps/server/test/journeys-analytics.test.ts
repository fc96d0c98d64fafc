import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { pruneEvents } from '../src/features/analytics/record-event';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/** Issue 19 item 22: the server-side analytics sink (spec §2 `build_exit`), retention and CSV export. */
describe.each(BACKENDS)('analytics events on %s', (backend) => {
  let ctx: TestContext;
  let teacher: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { ANALYTICS_RETENTION_DAYS: '30' });
    teacher = await ctx.signIn('free@demo.example');
    admin = await ctx.signIn('admin@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (payload: unknown, cookie?: string) =>
    ctx.request({ method: 'POST', url: '/api/analytics/events', cookie, payload: payload as object });
  const rows = () => ctx.database.db.select().from(analyticsEvents);

  it('stores build_exit with its properties and the sender', async () => {
    const response = await send({ name: 'build_exit', props: { mode: 'CREATE', questionCount: 3 } }, teacher);
    expect(response.statusCode, response.body).toBe(204);
    const stored = (await rows()).find((row) => row.name === 'build_exit');
    expect(stored).toMatchObject({ props: { mode: 'CREATE', questionCount: 3 }, userId: 'demo-free' });
  });

  it('refuses unknown events, nested or oversized properties and anonymous senders; nothing stored', async () => {
    const before = (await rows()).length;
    expect((await send({ name: 'made_up', props: {} }, teacher)).statusCode).toBe(400);
    expect((await send({ name: 'build_exit', props: { nested: { a: 1 } } }, teacher)).statusCode).toBe(400);
    expect((await send({ name: 'build_exit', props: { long: 'x'.repeat(201) } }, teacher)).statusCode).toBe(
      400,
    );
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i]));
    expect((await send({ name: 'build_exit', props: many }, teacher)).statusCode).toBe(400);
    expect((await send({ name: 'build_exit', props: {}, extra: 1 }, teacher)).statusCode).toBe(400);
    expect((await send({ name: 'build_exit', props: {} })).statusCode).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it('prunes events older than the retention, keeps the rest', async () => {
    const now = new Date();
    await ctx.database.db.insert(analyticsEvents).values([
      {
        id: 'old-1',
        name: 'build_exit',
        props: {},
        userId: null,
        createdAt: new Date(now.getTime() - 31 * 86_400_000),
      },
      {
        id: 'new-1',
        name: 'build_exit',
        props: {},
        userId: null,
        createdAt: new Date(now.getTime() - 29 * 86_400_000),
      },
    ]);
    expect(await pruneEvents(ctx.database.db, { retentionDays: 30, now })).toBe(1);
    const ids = (await rows()).map((row) => row.id);
    expect(ids).toContain('new-1');
    expect(ids).not.toContain('old-1');
  });

  it('exports CSV to admins only, props as one quoted JSON cell', async () => {
    await send({ name: 'quiz_build_failed', props: { reason: '=HYPERLINK("x")' } }, teacher);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/analytics/events.csv', cookie: teacher }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/admin/analytics/events.csv' })).statusCode).toBe(
      401,
    );
    const csv = await ctx.request({ method: 'GET', url: '/api/admin/analytics/events.csv', cookie: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,user_id,props');
    expect(lines.some((line) => line.includes(',build_exit,demo-free,'))).toBe(true);
    expect(
      lines.some((line) => line.includes('quiz_build_failed') && line.includes('""reason"":""=HYPERLINK')),
    ).toBe(true);
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/admin/analytics/events.csv?from=yesterday',
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
