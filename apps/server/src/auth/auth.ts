import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Env } from '../env';

/**
 * better-auth (email + password, cookie sessions) over the app's own Drizzle tables (api.md "Accounts").
 * Cookies: `better-auth.session_token` (HttpOnly, SameSite=Lax; `__Secure-` prefixed and Secure when
 * PUBLIC_ORIGIN is https). Every extra user column is `input: false`: a sign-up body cannot set plan/admin, and
 * userType/countryCode/locale go through the validated PATCH /api/users/info and /edit instead.
 */
export function createAuth(db: Db, env: Env) {
  return betterAuth({
    appName: 'Quizset',
    baseURL: env.publicOrigin,
    basePath: '/api/auth',
    secret: env.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    // Same-origin means "the origin the browser addressed": PUBLIC_ORIGIN, or the request's own Host
    // (the Vite dev proxy keeps Host, so http://127.0.0.1:5173 talks to its own origin). Another
    // site's Origin never equals either, so cross-site calls stay refused.
    trustedOrigins: (request) => [env.publicOrigin, requestOrigin(request, env.trustProxy)],
    advanced: {
      useSecureCookies: env.publicOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // better-auth's in-memory limiter guards its own routes (sign-in brute force); on by default in
    // every environment, not only NODE_ENV=production.
    rateLimit: { enabled: env.rateLimit.auth, window: 60, max: 100 },
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        userType: { type: 'string', required: false, input: false },
        planType: { type: 'string', required: false, defaultValue: 'FREE', input: false },
        countryCode: { type: 'string', required: false, defaultValue: 'KR', input: false },
        registrationStatus: { type: 'string', required: false, defaultValue: 'REGISTERED', input: false },
        admin: { type: 'boolean', required: false, defaultValue: false, input: false },
        locale: { type: 'string', required: false, input: false },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** `scheme://host` of a request as the browser addressed it (X-Forwarded-* only behind a trusted proxy). */
function requestOrigin(request: Request | undefined, trustProxy: boolean): string | null {
  if (!request) return null;
  const forwarded = (name: string) => (trustProxy ? request.headers.get(name) : null);
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host');
  if (!host) return null;
  const proto = forwarded('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}
