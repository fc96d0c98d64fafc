import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Env } from '../env';
import {
  googleAccountHooks,
  googleEndpointsPlugin,
  googleSocialProviders,
} from '../features/classroom/google-auth/google-sign-in';
import { TokenCipher } from '../features/classroom/google-auth/token-cipher';
import { passwordResetMail, RESET_LINK_MINUTES } from '../features/mail/password-reset-mail';
import { createMailer } from '../features/mail/send-mail';

/**
 * The header carrying the client address to better-auth (its limiter and session records). Set by
 * the /api/auth/* route from Fastify's `request.ip` — the socket address, or what the proxy named by
 * TRUST_PROXY says — after removing any copy the client sent (issue 6).
 */
export const CLIENT_ADDRESS_HEADER = 'x-quizset-client-address';

/** How long a session read from its signed cookie is trusted before the database is asked again. */
export const SESSION_COOKIE_CACHE_SECONDS = 5 * 60;

/**
 * better-auth (email + password, cookie sessions) over the app's own Drizzle tables (api.md "Accounts").
 * Cookies: `better-auth.session_token` (HttpOnly, SameSite=Lax; `__Secure-` prefixed and Secure when
 * PUBLIC_ORIGIN is https). Every extra user column is `input: false`: a sign-up body cannot set plan/admin, and
 * userType/countryCode/locale go through the validated PATCH /api/users/info and /edit instead.
 *
 * Issue 6: `/update-user` is turned off (it stored any name and any `image` URL, bypassing the
 * profile rules of PATCH /api/users/info). Sessions are cached in a signed cookie for
 * SESSION_COOKIE_CACHE_SECONDS, which spares the signature check and better-auth's session query;
 * it decides nothing (issue 17 item 2): every request of ours reads the session row with the user
 * (session.ts withCurrentAccess), and better-auth's own routes never see the cache cookie
 * (routes.ts withoutSessionCache), so a sign-out or a revoked session is refused at once. better-auth's own
 * limiter keeps guarding the other routes; sign-in has the app's throttle instead (sign-in-throttle.ts),
 * whose per-failure rules let a whole class sign in from one school address.
 */
export function createAuth(db: Db, env: Env, log?: FastifyBaseLogger) {
  const sendMail = createMailer(env.mail, log);
  return betterAuth({
    // Its messages go to the app's log, whose error serializer drops SQL parameters (issue 6 "Privacy");
    // its own logger would print a failed query's parameters (a user's data) as they are.
    logger: log
      ? {
          level: 'warn',
          log: (level, message, ...args) => {
            const err = args.find((arg): arg is Error => arg instanceof Error);
            log[level === 'warn' ? 'warn' : level === 'error' ? 'error' : 'info'](
              { err },
              `better-auth: ${message}`,
            );
          },
        }
      : undefined,
    // A request better-auth refuses: a client's malformed body (bad JSON, a wrong Content-Type: 400,
    // 415) or another 4xx is the client's doing, logged at info; anything else at error. Without
    // this better-auth printed each refusal's message (a Content-Type the client chose) with
    // console.error, outside the app's log. The answer is unchanged: better-call still turns the
    // error into its status and message.
    onAPIError: {
      onError: (error) => {
        const refused = error instanceof APIError && error.statusCode < 500;
        log?.[refused ? 'info' : 'error']({ err: error }, 'better-auth: a request failed');
      },
    },
    appName: 'Quizset',
    baseURL: env.publicOrigin,
    basePath: '/api/auth',
    secret: env.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      // Issue 8 "Accounts": a time-limited, single-use link (better-auth consumes the token on use).
      // The mail links to the web app's page with the token, not to better-auth's redirect route,
      // so the link works the same behind any proxy. A password reset signs out every session.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const locale = (user as { locale?: string | null }).locale;
        await sendMail(passwordResetMail({ to: user.email, token, publicOrigin: env.publicOrigin, locale }));
      },
    },
    // Sign in with Google (issue 11), when GOOGLE_CLIENT_ID/SECRET are set. A Google account whose
    // address Google has verified joins the existing account with that email (better-auth links only
    // verified addresses); its tokens are encrypted before they reach the database.
    socialProviders: googleSocialProviders(env.google),
    account: { accountLinking: { enabled: true, allowDifferentEmails: false } },
    databaseHooks: googleAccountHooks(db, new TokenCipher(env.google.tokenEncryptionKey)),
    plugins: [googleEndpointsPlugin(env.google)],
    // Same-origin means "the origin the browser addressed": PUBLIC_ORIGIN, or the request's own Host
    // (the Vite dev proxy keeps Host, so http://127.0.0.1:5173 talks to its own origin). Another
    // site's Origin never equals either, so cross-site calls stay refused.
    // The request's URL is built from Fastify's resolved protocol and host (routes.ts).
    trustedOrigins: (request) =>
      [env.publicOrigin, request ? new URL(request.url).origin : null].filter(
        (origin): origin is string => origin !== null,
      ),
    disabledPaths: ['/update-user'],
    session: { cookieCache: { enabled: true, maxAge: SESSION_COOKIE_CACHE_SECONDS } },
    advanced: {
      useSecureCookies: env.publicOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // On in every environment, not only NODE_ENV=production. Sign-in is throttled by the app; sign-up
    // allows a class signing up together from one address (its default is 3 per 10 s).
    rateLimit: {
      enabled: env.rateLimit.auth,
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': false,
        // A class pressing "Sign in with Google" together from one school address: better-auth's
        // default for /sign-in/* (3 per 10 s) refused everyone after the third. Each call only
        // answers Google's consent URL and stores one short-lived state row; 120 a minute per
        // address still bounds a flood of those rows.
        '/sign-in/social': { window: 60, max: 120 },
        '/sign-up/email': { window: 60, max: 60 },
        // Each call may send a mail: a few a minute per address is plenty for a forgotten password.
        '/request-password-reset': { window: 60, max: 5 },
      },
    },
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
