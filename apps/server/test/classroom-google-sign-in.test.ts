import { CLASSROOM_ADDON_SCOPES } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../src/db/schema';
import {
  getGoogleAuthClient,
  readGoogleTokens,
} from '../src/features/classroom/google-auth/google-credentials';
import { TokenCipher } from '../src/features/classroom/google-auth/token-cipher';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { type LocalGoogleOidc, startLocalGoogleOidc } from './helpers/google-oidc';
import { signInWithGoogle } from './helpers/google-sign-in';

/** Issue 11 "Sign-in": Google beside email, add-on scopes, login_hint, linking, tokens encrypted at rest. */
describe.each(BACKENDS)('sign in with Google (issue 11) on %s', (backend) => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  const key = 'k'.repeat(40);
  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    ctx = await createTestContext(backend, { ...oidc.env, GOOGLE_TOKEN_ENCRYPTION_KEY: key });
  });
  afterAll(async () => {
    await ctx.close();
    await oidc.stop();
  });

  it("signs a new user in, asking for the teacher page's add-on scope with the login hint", async () => {
    oidc.addIdentity('g-100', {
      sub: 'g-100',
      email: 'ms.kim@school.example',
      name: 'Ms Kim',
      emailVerified: true,
    });
    const cookie = await signInWithGoogle(ctx, oidc, 'g-100');
    expect(oidc.loginHints.at(-1)).toBe('g-100');
    // Scopes by role (issue 18 item 4): a teacher page asks for the teacher scope alone.
    expect(oidc.scopes.at(-1)?.sort()).toEqual(
      ['email', 'openid', 'profile', CLASSROOM_ADDON_SCOPES[0]].sort(),
    );
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'ms.kim@school.example', name: 'Ms Kim' });
  });

  it('stores the Google tokens encrypted: the raw columns are not the tokens', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, 'ms.kim@school.example'), eq(account.providerId, 'google')));
    expect(row).toBeDefined();
    const stored = row!.account;
    expect(stored.accountId).toBe('g-100');
    const tokens = await readGoogleTokens(ctx.database.db, {
      userId: stored.userId,
      cipher: new TokenCipher(key),
    });
    expect(tokens?.accessToken).toBeTruthy();
    expect(tokens?.refreshToken).toBeTruthy();
    // The plain token is what the local Google issued to this user; the column holds something else.
    expect(oidc.subOfAccessToken(tokens!.accessToken!)).toBe('g-100');
    expect(stored.accessToken).not.toBe(tokens!.accessToken);
    expect(stored.accessToken).toMatch(/^enc:v1:/);
    expect(stored.refreshToken).toMatch(/^enc:v1:/);
    expect(stored.accessToken).not.toContain(tokens!.accessToken!.slice(0, 20));
    // Another key cannot read them.
    expect(
      await readGoogleTokens(ctx.database.db, {
        userId: stored.userId,
        cipher: new TokenCipher('x'.repeat(40)),
      }),
    ).toBeNull();
  });

  it('links a Google account to the email account with the same verified address', async () => {
    oidc.addIdentity('g-free', {
      sub: 'g-free',
      email: 'free@demo.example',
      name: 'Google Free',
      emailVerified: true,
    });
    const cookie = await signInWithGoogle(ctx, oidc, 'g-free');
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data).toMatchObject({
      email: 'free@demo.example',
      planType: 'FREE',
      userType: 'TEACHER',
    });
    const users = await ctx.database.db.select().from(user).where(eq(user.email, 'free@demo.example'));
    expect(users).toHaveLength(1);
    const accounts = await ctx.database.db.select().from(account).where(eq(account.userId, users[0]!.id));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('does not link an address Google has not verified', async () => {
    oidc.addIdentity('g-basic', {
      sub: 'g-basic',
      email: 'basic@demo.example',
      name: 'Unverified',
      emailVerified: false,
    });
    const location = await signInWithGoogle(ctx, oidc, 'g-basic', { expectFailure: true });
    expect(location).toContain('error=');
    const accounts = await ctx.database.db
      .select()
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, 'basic@demo.example'));
    expect(accounts.map((a) => a.account.providerId)).toEqual(['credential']);
  });

  it('refreshes an expired access token and stores the new one encrypted', async () => {
    const [row] = await ctx.database.db.select().from(account).where(eq(account.accountId, 'g-100'));
    const cipher = new TokenCipher(key);
    const before = await readGoogleTokens(ctx.database.db, { userId: row!.userId, cipher });
    await ctx.database.db
      .update(account)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(account.id, row!.id));
    const { client } = await getGoogleAuthClient(ctx.database.db, {
      userId: row!.userId,
      google: ctx.env.google,
      cipher,
    });
    const after = await readGoogleTokens(ctx.database.db, { userId: row!.userId, cipher });
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(client.credentials.access_token).toBe(after?.accessToken);
    expect(oidc.subOfAccessToken(after!.accessToken!)).toBe('g-100');
    expect(after!.expiresAt!).toBeGreaterThan(Date.now());
    const [raw] = await ctx.database.db.select().from(account).where(eq(account.id, row!.id));
    expect(raw!.accessToken).toMatch(/^enc:v1:/);
  });

  it('an expired token that cannot be refreshed is GOOGLE_AUTH_EXPIRED', async () => {
    const [row] = await ctx.database.db.select().from(account).where(eq(account.accountId, 'g-100'));
    await ctx.database.db
      .update(account)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(account.id, row!.id));
    oidc.failNextRefresh();
    await expect(
      getGoogleAuthClient(ctx.database.db, {
        userId: row!.userId,
        google: ctx.env.google,
        cipher: new TokenCipher(key),
      }),
    ).rejects.toMatchObject({ code: 'GOOGLE_AUTH_EXPIRED' });
  });

  it('an email-only account has no Google token: CLASSROOM_INVALID_ACCESS', async () => {
    const [pro] = await ctx.database.db.select().from(user).where(eq(user.email, 'pro@demo.example'));
    await expect(
      getGoogleAuthClient(ctx.database.db, {
        userId: pro!.id,
        google: ctx.env.google,
        cipher: new TokenCipher(key),
      }),
    ).rejects.toMatchObject({ code: 'CLASSROOM_INVALID_ACCESS' });
  });
});

describe('sign in with Google reading the ID token (no GOOGLE_USERINFO_URL, as with Google itself)', () => {
  let ctx: TestContext;
  let oidc: LocalGoogleOidc;
  beforeAll(async () => {
    oidc = await startLocalGoogleOidc();
    const { GOOGLE_USERINFO_URL: _unused, ...env } = oidc.env;
    ctx = await createTestContext('pglite', env);
  });
  afterAll(async () => {
    await ctx.close();
    await oidc.stop();
  });

  it('takes the profile from the ID token', async () => {
    oidc.addIdentity('g-200', {
      sub: 'g-200',
      email: 'mr.lee@school.example',
      name: 'Mr Lee',
      emailVerified: true,
    });
    const cookie = await signInWithGoogle(ctx, oidc, 'g-200');
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data).toMatchObject({ email: 'mr.lee@school.example', name: 'Mr Lee' });
    const [row] = await ctx.database.db.select().from(account).where(eq(account.accountId, 'g-200'));
    expect(row?.idToken).toMatch(/^enc:v1:/);
  });
});
