import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { sessionCookieOf } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { session, verification } from '../../../db/schema';
import { AppError, msg } from '../../../lib/app-error';

/**
 * Handing a session from the sign-in popup to the Classroom iframe (issue 11; classroom.md "cookies
 * Secure and SameSite=None on the iframe routes"). Inside Classroom our pages are third-party, and a
 * browser that blocks third-party cookies (Chromium here, every Incognito window, Safari) never lets
 * the iframe see the cookie the popup's first-party sign-in set. The popup therefore asks for a
 * one-time code and posts it to its opener (the iframe, same origin: `postMessage` with our origin
 * as target, so no other page can receive it); the iframe redeems the code and gets the same session
 * cookie back as a `Partitioned` (CHIPS) cookie of its own partition, which browsers keep even with
 * third-party cookies blocked.
 *
 * Codes live in better-auth's `verification` table (hashed, single use, HANDOFF_SECONDS), so any
 * server process can redeem them.
 */

export const HANDOFF_SECONDS = 120;
const IDENTIFIER_PREFIX = 'classroom-session-handoff:';

export type SessionCookie = NonNullable<ReturnType<typeof sessionCookieOf>>;

const identifierOf = (code: string) =>
  `${IDENTIFIER_PREFIX}${createHash('sha256').update(code).digest('hex')}`;

/**
 * `POST /api/classroom/session-handoffs` (docs/api.md "Classroom add-on"): a one-time code for the caller's
 * session cookie, for the popup to post to the iframe.
 * @param cookie the signed-in caller's session cookie (the route has checked the session).
 * @returns `{ code }`: 43 URL-safe characters, valid HANDOFF_SECONDS, once.
 */
export async function createSessionHandoff(
  db: Db,
  params: { cookie: SessionCookie },
): Promise<{ code: string }> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(code),
    value: JSON.stringify(params.cookie),
    expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000),
  });
  return { code };
}

/**
 * `POST /api/classroom/session-handoffs/claim`: redeems a code (deleted in the same statement, so a
 * second claim finds nothing) for its session cookie and the session's expiry.
 * @throws AppError VALIDATION_FAILED `classroom.handoffExpired` (unknown, used, expired code, or a
 *   session signed out since).
 */
export async function claimSessionHandoff(
  db: Db,
  params: { code: string },
): Promise<{ cookie: SessionCookie; expiresAt: Date }> {
  const expired = () => new AppError('VALIDATION_FAILED', msg('classroom.handoffExpired'));
  const [row] = await db
    .delete(verification)
    .where(
      and(eq(verification.identifier, identifierOf(params.code)), gt(verification.expiresAt, new Date())),
    )
    .returning({ value: verification.value });
  if (!row) throw expired();
  const cookie = JSON.parse(row.value) as SessionCookie;
  // The cookie is `token.signature`, URL-encoded: the session must still exist.
  const token = decodeURIComponent(cookie.value).split('.')[0] ?? '';
  const [live] = await db
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
    .limit(1);
  if (!live) throw expired();
  return { cookie, expiresAt: live.expiresAt };
}

/** The `Set-Cookie` of a claimed session: the iframe's own partition (CHIPS), third-party usable. */
export function partitionedSessionCookie(cookie: SessionCookie, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${cookie.name}=${cookie.value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`;
}
