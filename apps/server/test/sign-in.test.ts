import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import { insertPasswordUser } from '../src/seed/seed-users';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { validPayload } from './helpers/payloads';

const SIGN_IN = '/api/auth/sign-in/email';

/**
 * Issue 6 "Authentication and rate limits", with the throttle on (AUTH_RATE_LIMIT) and no trusted
 * proxy: the client address is the socket's, whatever X-Forwarded-For says.
 */
describe.each(BACKENDS)('sign-in throttling on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const signIn = (email: string, password: string, options: { xff?: string; remoteAddress?: string } = {}) =>
    ctx.request({
      method: 'POST',
      url: SIGN_IN,
      payload: { email, password },
      headers: options.xff ? { 'x-forwarded-for': options.xff } : {},
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  it('30 wrong passwords with rotating X-Forwarded-For: 429 before the tenth; the owner still signs in elsewhere', async () => {
    const attacker = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await signIn('basic@demo.example', `wrong-${i}`, {
        xff: `198.18.${i}.${i + 1}`,
        remoteAddress: attacker,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('RATE_LIMITED');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal, statuses.join(',')).toBeGreaterThanOrEqual(0);
    expect(firstRefusal).toBeLessThan(9);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    // Even the right password waits at the guessing address…
    expect(
      (await signIn('basic@demo.example', 'demo-password', { remoteAddress: attacker })).statusCode,
    ).toBe(429);
    // …while the owner's own client signs in, and the guessing address can still sign in other accounts.
    expect(
      (await signIn('basic@demo.example', 'demo-password', { remoteAddress: '192.0.2.10' })).statusCode,
    ).toBe(200);
    expect((await signIn('free@demo.example', 'demo-password', { remoteAddress: attacker })).statusCode).toBe(
      200,
    );
  });

  it('a second client signs in while another keeps failing', async () => {
    for (let i = 0; i < 12; i++) {
      await signIn('pro@demo.example', `nope-${i}`, { remoteAddress: '203.0.113.77' });
      if (i % 4 === 3) {
        const other = await signIn('pro@demo.example', 'demo-password', { remoteAddress: '192.0.2.44' });
        expect(other.statusCode).toBe(200);
        const student = await signIn('student@demo.example', 'demo-password', {
          remoteAddress: '192.0.2.45',
        });
        expect(student.statusCode).toBe(200);
      }
    }
  });

  it('40 different accounts sign in from one address within a minute', async () => {
    const accounts = Array.from({ length: 40 }, (_, i) => `class-student-${i}@school.example`);
    // One hash for all 40 (as the demo seed does): the sign-ins below are what is tested, and each
    // still verifies the password (40 scrypt runs, not 80 with a sign-up each).
    const passwordHash = await hashPassword('student-password');
    for (const [i, email] of accounts.entries())
      await insertPasswordUser(
        ctx.database.db,
        { id: `class-student-${i}`, email, name: `학생 ${i}`, userType: 'STUDENT' },
        passwordHash,
      );
    // The address rule's window is 15 minutes, so all 40 fall inside one window however slowly
    // the machine runs them; the test asserts the limiter, not the clock.
    for (const email of accounts) {
      const response = await signIn(email, 'student-password', { remoteAddress: '198.51.100.20' });
      expect(response.statusCode, email).toBe(200);
    }
  }, 300_000); // 40 password checks: a minute or more on a loaded 2-core machine

  it('never believes X-Forwarded-For without a trusted proxy (better-auth records the socket address)', async () => {
    const response = await signIn('admin@demo.example', 'demo-password', {
      xff: '203.0.113.99',
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode).toBe(200);
    const [admin] = await ctx.database.db.select().from(user).where(eq(user.email, 'admin@demo.example'));
    const sessions = await ctx.database.db.select().from(session).where(eq(session.userId, admin!.id));
    expect(sessions.map((s) => s.ipAddress)).toContain('192.0.2.77');
    expect(sessions.map((s) => s.ipAddress)).not.toContain('203.0.113.99');
  });
});

describe('sign-in behind a trusted proxy (TRUST_PROXY names it)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: '10.0.0.5' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes the client address from the proxy, and only from it', async () => {
    // Through the proxy (its X-Forwarded-For counts), then straight from a client (it does not).
    for (const [forwardedFor, remoteAddress] of [
      ['203.0.113.5', '10.0.0.5'],
      ['203.0.113.6', '192.0.2.8'],
    ]) {
      const response = await ctx.request({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: 'free@demo.example', password: 'demo-password' },
        headers: { 'x-forwarded-for': forwardedFor as string },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
    const [free] = await ctx.database.db.select().from(user).where(eq(user.email, 'free@demo.example'));
    const addresses = (await ctx.database.db.select().from(session).where(eq(session.userId, free!.id))).map(
      (s) => s.ipAddress,
    );
    expect(addresses).toContain('203.0.113.5');
    expect(addresses).toContain('192.0.2.8');
    expect(addresses).not.toContain('203.0.113.6');
  });
});

describe.each(BACKENDS)('app rate limits and better-auth routes on %s', (backend) => {
  let ctx: TestContext;
  let pro: string;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { RATE_LIMIT_CREATES: '3', RATE_LIMIT_UPDATES: '3' });
    pro = await ctx.signIn('pro@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keys creates on the verified user: a decoy session cookie before the real one buys nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const decoy = `__Secure-better-auth.session_token=decoy${i}.${'x'.repeat(20)}; ${pro}`;
      const response = await ctx.request({
        method: 'POST',
        url: '/api/quizsets',
        cookie: decoy,
        payload: validPayload(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('rate-limits updates like creates', async () => {
    const admin = await ctx.signIn('admin@demo.example');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: admin,
      payload: validPayload(),
    });
    const { id } = created.json().data;
    let updatedAt = created.json().data.createdAt;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/quizsets/${id}`,
        cookie: admin,
        payload: validPayload({ title: `수정 ${i}`, updatedAt, quizSetId: id }),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) updatedAt = response.json().data.updatedAt;
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('turns off /api/auth/update-user (no 5,000-character name, no javascript: or outside image)', async () => {
    const cookie = await ctx.signIn('free@demo.example');
    for (const body of [
      { name: 'x'.repeat(5000) },
      { image: 'javascript:alert(1)' },
      { image: 'https://probe.invalid/pixel.png' },
    ]) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/update-user',
        cookie,
        payload: body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data.name).not.toBe('x'.repeat(5000));
    expect(me.json().data.image).toBeNull();
  });

  it('answers a NUL byte in the sign-up name with 400 and the envelope (was an empty 500)', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'evil\u0000name', email: 'nul@example.com', password: 'correct-horse-battery' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().error.message).toBeTruthy();
  });

  it('gives every better-auth error the envelope', async () => {
    const missing = await ctx.request({ method: 'GET', url: '/api/auth/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const wrongMethod = await ctx.request({ method: 'GET', url: '/api/auth/sign-in/email' });
    expect(wrongMethod.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongMethod.statusCode).toBeLessThan(500);
    expect(wrongMethod.json().error.code).toBeTruthy();
  });

  it('sees a changed user type at once although sessions are cached in a cookie', async () => {
    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: '새 학생', email: 'cache.check@example.com', password: 'correct-horse-battery' },
    });
    let cookie = cookieHeader(signUp);
    const patched = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { userType: 'TEACHER' },
    });
    expect(patched.statusCode).toBe(200);
    const refreshed = new Map(
      cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    for (const c of patched.cookies) refreshed.set(c.name, c.value);
    cookie = [...refreshed].map(([name, value]) => `${name}=${value}`).join('; ');
    // Another owner than the rate-limit tests above, whose create budget they used up.
    const basic = await ctx.signIn('basic@demo.example');
    const owner = await ctx.request({
      method: 'POST',
      url: '/api/quizsets',
      cookie: basic,
      payload: validPayload(),
    });
    const read = await ctx.request({ method: 'GET', url: `/api/quizsets/${owner.json().data.id}`, cookie });
    expect(read.json().data.quizList[0].answerList).toEqual([1]);
  });
});

/**
 * Thirty children behind one school address press "Sign in with Google" at once (the class case of
 * the guide; better-auth's default /sign-in/* rule allowed 3 per 10 s per address). The limiter is on.
 */
describe('Google sign-in from one school address', () => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    ctx = await createTestContext('pglite', { ...oidc.env, AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => {
    await ctx.close();
    await oidc.stop();
  });

  const start = (remoteAddress: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
      remoteAddress,
    });

  it('30 starts from one address all get the consent URL; a flood from one address is still refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await start('198.51.100.30')).statusCode);
    expect(
      statuses.every((status) => status === 200),
      statuses.join(','),
    ).toBe(true);
    const flood: number[] = [];
    for (let i = 0; i < 130; i++) flood.push((await start('198.51.100.31')).statusCode);
    expect(flood.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(flood.at(-1)).toBe(429);
  });
});
