import type { PlanType, UserType } from '@quizset/domain';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema';
import { AppError, msg } from '../lib/app-error';

/** What routes know about the signed-in caller. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  planType: PlanType;
  countryCode: string;
  isAdmin: boolean;
  /** Null until the user chose teacher or student (spec §8 INVALID_USER_MEMBERTYPE). */
  userType: UserType | null;
  /** The session row this request was verified against (AI tokens name it: issue 17 item 2). */
  sessionId?: string;
}

function toPlan(value: unknown): PlanType {
  return value === 'BASIC' || value === 'PRO' ? value : 'FREE';
}

function toUserType(value: unknown): UserType | null {
  return value === 'TEACHER' || value === 'STUDENT' ? value : null;
}

/** A session whose signature better-auth verified: its user as the cookie says, and the session row's id. */
export interface VerifiedSession {
  user: SessionUser;
  sessionId: string;
}

// One verification per request: the rate limiter's key and the handler share it.
const verifiedOfRequest = new WeakMap<FastifyRequest, Promise<VerifiedSession | null>>();
// One access read per request (getSessionUser, or a route's own statement: requireMemberWith).
const sessionOfRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
// Session cookies better-auth sent while answering getSession (a refreshed cookie cache or session
// expiry), to pass on to the browser with the response (registerSessionCookieRefresh).
const refreshedCookies = new WeakMap<FastifyRequest, string[]>();

/** better-auth's session cookie, plain or `__Secure-` prefixed (auth.ts cookie names): name, value. */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]*)/;

/** The session cookie a Cookie header carries (its name and raw, still signed value), or null. */
export function sessionCookieOf(cookieHeader: string | undefined): { name: string; value: string } | null {
  const match = SESSION_COOKIE.exec(cookieHeader ?? '');
  return match?.[2] ? { name: match[1] as string, value: match[2] } : null;
}

/**
 * Verified sessions by the exact Cookie header that proved them (issue 6 "Throughput": verifying
 * the signed session cookie took ~10% of a read). Only headers carrying the signed cookie cache are
 * kept, for VERIFIED_SESSION_TTL_MS: better-auth itself trusts that cookie for its whole lifetime
 * (auth.ts SESSION_COOKIE_CACHE_SECONDS), so this adds at most that much to the staleness the cookie
 * cache already accepts. Another header (a decoy cookie, a refreshed one) is verified anew. Bounded:
 * the oldest entries go first.
 */
const VERIFIED_SESSION_TTL_MS = 30_000;
const VERIFIED_SESSION_MAX = 10_000;
type VerifiedSessions = Map<string, { session: VerifiedSession | null; until: number }>;
// One cache per better-auth instance (per app), not per process: tests run several apps in one.
const verifiedSessionsOf = new WeakMap<object, VerifiedSessions>();
const CACHED_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=/;

function verifiedSessionsFor(request: FastifyRequest): VerifiedSessions {
  let cache = verifiedSessionsOf.get(request.server.auth);
  if (!cache) {
    cache = new Map();
    verifiedSessionsOf.set(request.server.auth, cache);
  }
  return cache;
}

function rememberSession(
  verifiedSessions: VerifiedSessions,
  cookie: string,
  session: VerifiedSession | null,
): void {
  verifiedSessions.delete(cookie);
  verifiedSessions.set(cookie, { session, until: Date.now() + VERIFIED_SESSION_TTL_MS });
  if (verifiedSessions.size > VERIFIED_SESSION_MAX) {
    const oldest = verifiedSessions.keys().next().value;
    if (oldest !== undefined) verifiedSessions.delete(oldest);
  }
}

/**
 * The session the request's cookie proves (signature and expiry verified by better-auth, cached per
 * exact Cookie header), or null when signed out. No database read: plan, admin flag, user type and
 * whether the session row still exists are NOT checked here; read them (sessionRowIsLive,
 * toCurrentCaller) in the same statement as the data they guard (get-quiz-set.ts), or use
 * getSessionUser. Memoized per request.
 */
export function readSession(request: FastifyRequest): Promise<VerifiedSession | null> {
  let pending = verifiedOfRequest.get(request);
  if (!pending) {
    pending = verifySession(request);
    verifiedOfRequest.set(request, pending);
  }
  return pending;
}

async function verifySession(request: FastifyRequest): Promise<VerifiedSession | null> {
  const cookie = request.headers.cookie;
  // No session cookie, no session: better-auth would answer null after its own parsing.
  if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
  const verifiedSessions = verifiedSessionsFor(request);
  const known = verifiedSessions.get(cookie);
  if (known && known.until > Date.now()) return known.session;
  // The cookie cache (auth.ts) answers from the signed `session_data` cookie without a query.
  const { headers, response } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  if (setCookies.length > 0) refreshedCookies.set(request, setCookies);
  const verified = response ? { user: toSessionUser(response.user), sessionId: response.session.id } : null;
  if (CACHED_SESSION_COOKIE.test(cookie) && setCookies.length === 0)
    rememberSession(verifiedSessions, cookie, verified);
  return verified;
}

type BetterAuthUser = NonNullable<Awaited<ReturnType<FastifyInstance['auth']['api']['getSession']>>>['user'];

function toSessionUser(u: BetterAuthUser): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    userType: toUserType(u.userType),
    planType: toPlan(u.planType),
    countryCode: typeof u.countryCode === 'string' ? u.countryCode : 'KR',
    isAdmin: u.admin === true,
  };
}

/**
 * Sends the session cookies better-auth refreshed while a request's session was read (an expired
 * cookie cache re-read from the database, a session nearing expiry), so the browser keeps a valid
 * cookie cache instead of costing a query on every request. Register before the routes.
 */
export function registerSessionCookieRefresh(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = refreshedCookies.get(request);
    if (cookies) for (const cookie of cookies) reply.header('set-cookie', cookie);
    done(null, payload);
  });
}

/**
 * The condition a session row must meet to prove its caller (prepared-statement placeholders
 * `sessionId` and `callerId`): the verified session's own row, of that user, not expired. A session
 * signed out or revoked has no row (issue 17 item 2).
 */
export function sessionRowIsLive() {
  return and(
    eq(sessionTable.id, sql.placeholder('sessionId')),
    eq(sessionTable.userId, sql.placeholder('callerId')),
    gt(sessionTable.expiresAt, sql`now()`),
  );
}

/** The user columns of a CurrentAccessRow, for a statement that reads them under sessionRowIsLive. */
export const CURRENT_ACCESS_COLUMNS = {
  name: userTable.name,
  email: userTable.email,
  planType: userTable.planType,
  countryCode: userTable.countryCode,
  admin: userTable.admin,
  userType: userTable.userType,
};

function buildReadAccess(db: Db) {
  return db
    .select(CURRENT_ACCESS_COLUMNS)
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(sessionRowIsLive())
    .limit(1)
    .prepare('read_session_access');
}
const readAccessStatements = new WeakMap<Db, ReturnType<typeof buildReadAccess>>();

/**
 * The caller's plan, country, admin flag and user type as they are now, read with the session row
 * itself (one primary-key join). The session cookie cache may be minutes old; what a caller may do
 * must not be: a plan lowered or an admin flag removed applies to the very next request (spec §6
 * gates, issue 7 "update above plan"), and a session signed out, revoked (change-password with
 * revokeOtherSessions, revoke-sessions) or expired is refused at once (issue 17 item 2), although
 * its signed `session_data` cookie would still be believed for SESSION_COOKIE_CACHE_SECONDS.
 * A user deleted since the cookie was signed has no session.
 */
async function withCurrentAccess(db: Db, verified: VerifiedSession): Promise<SessionUser | null> {
  let statement = readAccessStatements.get(db);
  if (!statement) {
    statement = buildReadAccess(db);
    readAccessStatements.set(db, statement);
  }
  const [row] = await statement.execute({ callerId: verified.user.id, sessionId: verified.sessionId });
  return row ? toCurrentCaller(verified, row) : null;
}

/** What a caller may do, as read from their user row now. */
export type CurrentAccessRow = {
  name: string;
  email: string;
  planType: string;
  countryCode: string;
  admin: boolean;
  userType: string | null;
};

/** The caller of a verified session with its access as read now from its user row. */
export function toCurrentCaller(verified: VerifiedSession, row: CurrentAccessRow): SessionUser {
  return {
    id: verified.user.id,
    name: row.name,
    email: row.email,
    planType: toPlan(row.planType),
    countryCode: row.countryCode,
    isAdmin: row.admin,
    userType: toUserType(row.userType),
    sessionId: verified.sessionId,
  };
}

/**
 * The caller of `request`, or null when signed out (cookie missing, expired or forged): identity
 * verified by better-auth (signature, expiry), never guessed from the cookie text; plan, country,
 * admin flag and user type read fresh (withCurrentAccess). Memoized per request.
 */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = sessionOfRequest.get(request);
  if (!pending) {
    pending = readSession(request).then((verified) =>
      verified ? withCurrentAccess(request.server.db, verified) : null,
    );
    sessionOfRequest.set(request, pending);
  }
  return pending;
}

/**
 * The caller of `request` (api.md "Accounts").
 * @throws AppError UNAUTHENTICATED (401) when signed out.
 */
export async function requireSession(request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await getSessionUser(request);
  if (!sessionUser) throw new AppError('UNAUTHENTICATED', msg('server.unauthenticated'));
  return sessionUser;
}

/**
 * The caller of `request`, who must have chosen a user type (spec §8: "Page-level
 * INVALID_USER_MEMBERTYPE … goes to /sign-up/type").
 * @throws AppError UNAUTHENTICATED (401) when signed out, INVALID_USER_MEMBERTYPE (403) without a type.
 */
export async function requireMember(request: FastifyRequest): Promise<SessionUser> {
  return memberOf(await requireSession(request));
}

function memberOf(sessionUser: SessionUser): SessionUser {
  if (sessionUser.userType === null)
    throw new AppError('INVALID_USER_MEMBERTYPE', msg('server.invalidUserMemberType'));
  return sessionUser;
}

/**
 * The verified session of `request` (readSession), for a route that reads the caller's access in
 * a statement of its own (requireMemberWith).
 * @throws AppError UNAUTHENTICATED (401) when signed out.
 */
export async function requireVerifiedSession(request: FastifyRequest): Promise<VerifiedSession> {
  const verified = await readSession(request);
  if (!verified) throw new AppError('UNAUTHENTICATED', msg('server.unauthenticated'));
  return verified;
}

/**
 * requireMember for a route that read the caller's access row (CURRENT_ACCESS_COLUMNS under
 * sessionRowIsLive) together with data of its own in one statement (issue 20 item 2: a create read
 * its map template in a second round trip): the same errors, and the caller memoized for the
 * request as getSessionUser memoizes it.
 * @param row the access row, or null when the session row was signed out, revoked or expired.
 * @throws AppError UNAUTHENTICATED (401) without a row, INVALID_USER_MEMBERTYPE (403) without a type.
 */
export function requireMemberWith(
  request: FastifyRequest,
  verified: VerifiedSession,
  row: CurrentAccessRow | null,
): SessionUser {
  const caller = row ? toCurrentCaller(verified, row) : null;
  sessionOfRequest.set(request, Promise.resolve(caller));
  if (!caller) throw new AppError('UNAUTHENTICATED', msg('server.unauthenticated'));
  return memberOf(caller);
}

/**
 * Re-reads the caller's session from the database and sends the refreshed session cache cookie, so
 * a change to the caller's own user row (userType after sign-up, name) is seen by the next request
 * rather than after the cache's lifetime (auth.ts SESSION_COOKIE_CACHE_SECONDS).
 */
export async function refreshSessionCache(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { headers } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  verifiedSessionsFor(request).delete(request.headers.cookie ?? '');
}
