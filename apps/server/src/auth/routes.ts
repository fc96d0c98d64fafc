import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, type Localizable, msg } from '../lib/app-error';
import { localeFromAcceptLanguage } from '../lib/locale';
import { sendAppError } from '../plugins/error-handler';
import { KEEPS_OPENER } from '../plugins/security-headers';
import { type Auth, CLIENT_ADDRESS_HEADER } from './auth';
import { crossSiteCookies, isClassroomPageFlow } from './iframe-cookies';
import { authErrorMessage } from './messages';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';
import type { SignUpGuard } from './sign-up-guard';

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection']);
/**
 * Request headers better-auth never sees: the forwarding headers (their trusted meaning is already in
 * the request's URL and in CLIENT_ADDRESS_HEADER) and any client-sent copy of that header itself.
 */
const STRIPPED_REQUEST_HEADERS = new Set([
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  CLIENT_ADDRESS_HEADER,
]);
const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';
/** better-auth's code for a sign-up whose e-mail has an account. */
const EXISTING_EMAIL_CODE = 'USER_ALREADY_EXISTS';

/** better-auth's signed session cache cookie (plain, `__Secure-` prefixed, or chunked `.0`, `.1` …). */
const SESSION_CACHE_COOKIE = /^(?:__Secure-)?better-auth\.session_data(?:\.\d+)?=/;

/**
 * A Cookie header without better-auth's session cache (issue 17 item 2): better-auth's own routes
 * (get-session, change-password, revoke-sessions, list-sessions …) then read the session from the
 * database, so a signed-out or revoked session is refused there at once too, not after the cache's
 * five minutes. Our own routes check the session row themselves (session.ts withCurrentAccess).
 */
export function withoutSessionCache(cookie: string): string {
  return cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !SESSION_CACHE_COOKIE.test(pair))
    .join('; ');
}

/** Error codes of better-auth answers mapped to the api.md codes, added as `error` beside its own body. */
function apiCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 422) return status === 409 ? 'CONFLICT' : 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/** The `email` of a JSON sign-in body, or null (better-auth answers a malformed body itself). */
function signInEmail(body: Buffer | undefined): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown };
    return typeof parsed.email === 'string' && parsed.email !== '' ? parsed.email : null;
  } catch {
    return null;
  }
}

/**
 * Hands one request to better-auth as a Web Request. Its URL is built from Fastify's protocol and
 * host (X-Forwarded-* honoured only from the proxy TRUST_PROXY names), the forwarding headers are
 * dropped, and the client address Fastify resolved the same way travels in CLIENT_ADDRESS_HEADER,
 * the only header better-auth reads an address from (issue 6: it used to believe any
 * X-Forwarded-For). Sign-ins pass the throttle first; every error answer carries the API envelope.
 */
async function forward(
  options: AuthRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || STRIPPED_REQUEST_HEADERS.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === 'cookie') {
      const cookie = withoutSessionCache(String(value));
      if (cookie) headers.append(name, cookie);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;

  const signUpEmail =
    request.method === 'POST' && url.pathname === SIGN_UP_PATH && options.signUpGuard
      ? signInEmail(body)
      : null;
  if (signUpEmail !== null && options.signUpGuard) {
    const waitMs = options.signUpGuard.retryAfterMs(request.ip);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return sendAppError(
        new AppError('RATE_LIMITED', msg('auth.signUpThrottled', { seconds })),
        request,
        reply,
      );
    }
  }

  let attempt: SignInAttempt | null = null;
  const email = request.method === 'POST' && url.pathname === SIGN_IN_PATH ? signInEmail(body) : null;
  if (email !== null && options.signInThrottle) {
    const decision = await options.signInThrottle.begin(email, request.ip);
    if (!decision.allowed) {
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      return sendAppError(
        new AppError('RATE_LIMITED', msg('server.signInThrottled', { seconds })),
        request,
        reply,
      );
    }
    attempt = decision.attempt;
  }

  let response: Response;
  try {
    response = await options.auth.handler(
      new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined }),
    );
  } catch (error) {
    await attempt?.abandoned();
    throw error;
  }
  if (attempt) {
    if (response.status === 200) await attempt.succeeded();
    else if (response.status === 401) await attempt.failed();
    else await attempt.abandoned();
  }
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Fastify sets the length of what it actually sends (error bodies are rewritten below).
    if (SKIPPED_HEADERS.has(name.toLowerCase())) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  const forIframe = isClassroomPageFlow({
    referer: request.headers.referer,
    location: response.headers.get('location'),
    origin: url.origin,
  });
  if (cookies.length > 0) reply.header('set-cookie', forIframe ? crossSiteCookies(cookies) : cookies);
  const text = await response.text();
  if (signUpEmail !== null && response.status === 422 && text.includes(EXISTING_EMAIL_CODE))
    await options.signUpGuard?.existingEmail(request.ip, signUpEmail);
  if (response.status >= 400) return sendAuthError(request, reply, response.status, text);
  return reply.send(text.length > 0 ? text : undefined);
}

/**
 * An error answer of better-auth with the api.md envelope (issue 6: a 500 used to go out with an
 * empty body). Its own `{ code, message }` is kept beside it (its browser client reads them).
 */
function sendAuthError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: string,
): FastifyReply {
  let parsed: { code?: string; message?: string } = {};
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object') parsed = value as typeof parsed;
  } catch {
    // not JSON (or empty): the envelope alone
  }
  // better-auth's own content type (text/plain for a bare 404) must not describe the envelope.
  reply.removeHeader('content-type');
  if (status >= 500) {
    request.log.error({ status, code: parsed.code }, 'better-auth answered with a server error');
    return sendAppError(new AppError('INTERNAL', msg('server.internal')), request, reply);
  }
  if (typeof parsed.message !== 'string' && typeof parsed.code !== 'string')
    return sendAppError(
      new AppError(
        apiCodeForStatus(status),
        FALLBACK_MESSAGES[apiCodeForStatus(status)] ?? msg('server.invalidInput'),
      ),
      request,
      reply,
    );
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send({
    ...parsed,
    error: {
      code: apiCodeForStatus(status),
      message: authErrorMessage(parsed.code, locale) ?? parsed.message ?? '',
      ...(parsed.code ? { reason: parsed.code } : {}),
    },
  });
}

/** Messages of bodiless better-auth errors (a disabled path's 404, a 429 of its limiter). */
const FALLBACK_MESSAGES: Partial<Record<ErrorCode, Localizable>> = {
  UNAUTHENTICATED: msg('server.unauthenticated'),
  FORBIDDEN: msg('server.forbidden'),
  NOT_FOUND: msg('server.notFound'),
  RATE_LIMITED: msg('server.rateLimited'),
};

export interface AuthRoutesOptions {
  auth: Auth;
  /** Null when AUTH_RATE_LIMIT is off. */
  signInThrottle: SignInThrottle | null;
  /** Mails the owner of an e-mail a sign-up used, and slows sign-up enumeration (issue 17 item 8). */
  signUpGuard?: SignUpGuard | null;
}

/**
 * Mounts better-auth at `/api/auth/*` (stack.md recipe): an encapsulated plugin whose only body parser
 * hands the raw bytes through, so better-auth reads the body itself.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Google's callback is a hop of the Classroom sign-in popup, which must keep its opener.
    config: KEEPS_OPENER,
    handler: (request, reply) => forward(options, request, reply),
  });
}
