import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { validPayload } from './helpers/payloads';

/**
 * Issue 19 "Accounts" (items 1–3): the country chosen at sign-up and changed later, the account
 * page's password change and sign-out of every device, and the sign-in page's demo list following
 * SEED_DEMO.
 */
describe.each(BACKENDS)('accounts of issue 19 on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function signUp(email: string, password = 'first-password') {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Ms Taylor', email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cookieHeader(response);
  }

  const me = async (cookie: string) => ctx.request({ method: 'GET', url: '/api/users/me', cookie });

  it('a new account stores the country chosen at sign-up and gets that country’s tree', async () => {
    const cookie = await signUp('us.teacher@journeys.example');
    const info = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { userType: 'TEACHER', countryCode: 'US' },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ userType: 'TEACHER', countryCode: 'US' });
    const buildData = await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie });
    expect(buildData.json().data.userBuildInfo.countryCode).toBe('US');
    expect(buildData.json().data.publishers).toEqual([]);
  });

  it('refuses a country outside the list with a 400 and changes nothing', async () => {
    const cookie = await signUp('xx.teacher@journeys.example');
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { countryCode: 'XX' },
    });
    expect(response.statusCode).toBe(400);
    expect((await me(cookie)).json().data.countryCode).toBe('KR');
  });

  it('a set keeps the country it was made in after its author changes country', async () => {
    const cookie = await signUp('mover@journeys.example');
    await ctx.request({ method: 'PATCH', url: '/api/users/info', cookie, payload: { userType: 'TEACHER' } });
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie,
      payload: validPayload(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: string };
    const moved = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { countryCode: 'US' },
    });
    expect(moved.json().data.countryCode).toBe('US');
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${id}`, cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.countryCode).toBe('KR');
  });

  it('changes the password with the current one only; the old one stops working', async () => {
    const email = 'password@journeys.example';
    const cookie = await signUp(email);
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { currentPassword: 'not-the-password', newPassword: 'second-password' },
    });
    expect(wrong.statusCode).toBe(400);
    await expect(ctx.signIn(email, 'first-password')).resolves.toBeTruthy();
    const changed = await ctx.request({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect(ctx.signIn(email, 'first-password')).rejects.toThrow(/401/);
    await expect(ctx.signIn(email, 'second-password')).resolves.toBeTruthy();
  });

  it('"sign out of all devices" revokes every session of the account, and only of it', async () => {
    const email = 'devices@journeys.example';
    const phone = await signUp(email);
    const laptop = await ctx.signIn(email, 'first-password');
    const other = await ctx.signIn('free@demo.example');
    const listed = await ctx.request({ method: 'GET', url: '/api/auth/list-sessions', cookie: laptop });
    expect(listed.json()).toHaveLength(2);
    const revoked = await ctx.request({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      cookie: laptop,
      payload: {},
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // The stored sessions are gone: list-sessions reads the table, not the cookie cache.
    const rows = await ctx.database.db
      .select({ id: session.id })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    expect(rows).toEqual([]);
    expect(phone).not.toBe(laptop);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('tells the sign-in page that demo accounts exist when SEED_DEMO is on', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { demoAccounts: true } });
  });
});

describe('site config with SEED_DEMO=false (issue 19 item 3)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('says there are no demo accounts to show', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({ data: { demoAccounts: false } });
  });
});
