import { type ClassroomSignInRole, classroomScopesFor } from '@quizset/domain';
import { expect } from 'vitest';
import type { TestContext } from './context';
import type { LocalGoogleOidc } from './google-oidc';

/**
 * Signs in through POST /api/auth/sign-in/social with the local Google (the whole redirect dance,
 * the browser's part done by hand) and returns the session Cookie header; with `expectFailure`, the
 * Location better-auth sent the browser to instead.
 */
export async function signInWithGoogle(
  ctx: TestContext,
  oidc: LocalGoogleOidc,
  loginHint: string,
  options: {
    expectFailure?: boolean;
    /** Where Google's callback sends the browser (default `/`). */
    callbackURL?: string;
    /** Receives the callback's raw Set-Cookie values. */
    setCookies?: string[];
    /**
     * The add-on page's role, choosing the one add-on scope asked for (issue 18 item 4): TEACHER by
     * default, STUDENT for the play bridge, null for a sign-in outside the add-on.
     */
    role?: ClassroomSignInRole | null;
  } = {},
): Promise<string> {
  const start = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: {
      provider: 'google',
      callbackURL: options.callbackURL ?? '/',
      errorCallbackURL: '/login',
      loginHint,
      scopes: classroomScopesFor(options.role === undefined ? 'TEACHER' : options.role),
    },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = start.json().url as string;
  expect(authorizeUrl.startsWith(oidc.url)).toBe(true);
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  const back = await ctx.request({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  });
  expect(back.statusCode).toBe(302);
  const raw = back.headers['set-cookie'];
  options.setCookies?.push(...(Array.isArray(raw) ? raw : raw ? [raw] : []));
  if (options.expectFailure) return String(back.headers.location);
  const cookie = back.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).toContain('session_token');
  return cookie;
}
