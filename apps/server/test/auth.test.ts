import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, cookieHeader, createTestContext, type TestContext } from './helpers/context';

/** `recentQuizsetInfo` of spec §3 "User". */
const RECENT = {
  createdAt: '2026-03-02T09:00:00.000Z',
  schoolGrade: 8,
  schoolSemester: '1',
  schoolType: 'MIDDLE',
};

describe.each(BACKENDS)('accounts (api.md "Accounts") on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('signs up, reads me, signs out', async () => {
    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: '새 선생님', email: 'new.teacher@example.com', password: 'correct-horse-battery' },
    });
    expect(signUp.statusCode).toBe(200);
    const session = signUp.cookies.find((c) => c.name === 'better-auth.session_token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const cookie = cookieHeader(signUp);

    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'new.teacher@example.com',
      name: '새 선생님',
      userType: null,
      planType: 'FREE',
      admin: false,
      recentQuizsetInfo: null,
    });

    const out = await ctx.request({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(out.statusCode).toBe(200);
    const after = await ctx.request({
      method: 'GET',
      url: '/api/users/me',
      cookie: cookieHeader(out) || 'x=y',
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a second account with the same email and a short password', async () => {
    const duplicate = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Again', email: 'free@demo.example', password: 'correct-horse-battery' },
    });
    expect(duplicate.statusCode).toBeGreaterThanOrEqual(400);
    expect(duplicate.statusCode).toBeLessThan(500);
    expect(duplicate.json().error.message).toBe('An account with this email already exists');
    const short = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short@example.com', password: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters',
    });
  });

  it('cannot grant itself a plan or admin at sign-up', async () => {
    const signUp = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'correct-horse-battery',
        planType: 'PRO',
        admin: true,
      },
    });
    if (signUp.statusCode === 200) {
      const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie: cookieHeader(signUp) });
      expect(me.json().data).toMatchObject({ planType: 'FREE', admin: false });
    } else {
      expect(signUp.statusCode).toBe(400);
    }
  });

  it('signs in the demo accounts; a wrong password is 401', async () => {
    const cookie = await ctx.signIn('pro@demo.example');
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data).toMatchObject({ planType: 'PRO', countryCode: 'KR', userType: 'TEACHER' });
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'pro@demo.example', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
    // The rewritten error body must carry its own length, not better-auth's.
    expect(wrong.headers['content-length']).toBe(String(Buffer.byteLength(wrong.body)));
    const wrongKo = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'ko' },
      payload: { email: 'pro@demo.example', password: 'not-the-password' },
    });
    expect(wrongKo.json().error.message).toBe('이메일 또는 비밀번호가 올바르지 않아요');
  });

  it('answers 401 UNAUTHENTICATED for me when signed out, in the caller language', async () => {
    const en = await ctx.request({ method: 'GET', url: '/api/users/me' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } });
    const ko = await ctx.request({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(ko.json().error.message).toBe('로그인이 필요해요');
  });

  it('updates own profile and settings with validation', async () => {
    const cookie = await ctx.signIn('student@demo.example');
    const info = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { userType: 'TEACHER', name: '최선생' },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ userType: 'TEACHER', name: '최선생', planType: 'FREE' });
    const bad = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { userType: 'ADMIN' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const planGrab = await ctx.request({
      method: 'PATCH',
      url: '/api/users/info',
      cookie,
      payload: { planType: 'PRO' },
    });
    expect(planGrab.statusCode).toBe(400);
    const settings = await ctx.request({
      method: 'PATCH',
      url: '/api/users/edit',
      cookie,
      payload: { locale: 'en', recentQuizsetInfo: RECENT },
    });
    expect(settings.json().data).toMatchObject({ locale: 'en', recentQuizsetInfo: RECENT });
    // recentQuizsetInfo has spec §3's shape: anything else is refused.
    const odd = await ctx.request({
      method: 'PATCH',
      url: '/api/users/edit',
      cookie,
      payload: { recentQuizsetInfo: { lastOrder: 'RECENTLY' } },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('shows a public profile without private fields', async () => {
    const profile = await ctx.request({ method: 'GET', url: '/api/users/demo-basic/info' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: 'demo-basic', publicQuizSetCount: 0 });
    expect(profile.json().data.email).toBeUndefined();
    const missing = await ctx.request({ method: 'GET', url: '/api/users/nobody/info' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses state-changing calls from another site (403) and non-JSON bodies (415)', async () => {
    const cookie = await ctx.signIn('free@demo.example');
    const crossSite = await ctx.request({
      method: 'PATCH',
      url: '/api/users/edit',
      cookie,
      headers: { origin: 'https://evil.example' },
      payload: { locale: 'en' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('FORBIDDEN');
    const textPlain = await ctx.request({
      method: 'PATCH',
      url: '/api/users/edit',
      cookie,
      headers: { 'content-type': 'text/plain' },
      payload: '{"locale":"en"}',
    });
    expect(textPlain.statusCode).toBe(415);
    expect(textPlain.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const authCrossSite = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'free@demo.example', password: 'demo-password' },
    });
    expect(authCrossSite.statusCode).toBe(403);
  });

  it("refuses a malformed body to better-auth's routes with its message, printed to no console", async () => {
    // better-auth printed each such refusal with console.error, outside the app's log (auth.ts onAPIError).
    const printed = (['error', 'warn', 'log', 'info'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    try {
      for (const [type, body, status] of [
        ['application/json', '{"email":', 400],
        ['text/plain', '{"email":"free@demo.example"}', 415],
      ] as const) {
        const refused = await ctx.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'content-type': type },
          payload: body,
        });
        expect(refused.statusCode, refused.body).toBe(status);
        expect(refused.json().error.message).toEqual(expect.any(String));
      }
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
  });
});

describe('dev proxy origin (Vite on another port keeps the Host header)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('accepts sign-in, writes and sign-out whose Origin matches the Host', async () => {
    const devOrigin = 'http://127.0.0.1:5173';
    const headers = { origin: devOrigin, host: '127.0.0.1:5173' };
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: 'free@demo.example', password: 'demo-password' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn);
    const patch = await ctx.request({
      method: 'PATCH',
      url: '/api/users/edit',
      headers,
      cookie,
      payload: { locale: 'ko' },
    });
    expect(patch.statusCode).toBe(200);
    const out = await ctx.request({ method: 'POST', url: '/api/auth/sign-out', headers, cookie });
    expect(out.statusCode).toBe(200);
    const evil = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://evil.example', host: '127.0.0.1:5173' },
      cookie,
    });
    expect(evil.statusCode).toBe(403);
  });
});
