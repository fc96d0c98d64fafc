/**
 * Session cookies for the Google Classroom iframes (classroom.md "Security expectations": cookies
 * `Secure` and `SameSite=None` on the iframe routes only). Inside Classroom our pages are third-party,
 * where a browser neither sends nor accepts a `SameSite=Lax` cookie, so the session made by signing
 * in from an add-on page must be `SameSite=None; Secure` to reach the iframe; everywhere else the
 * cookies stay Lax (a second lock against cross-site requests beside the Origin check).
 */

/** Where the add-on pages live (page-routes.ts serves them frameable by Classroom). */
export const CLASSROOM_PAGES_PREFIX = '/google-classroom/';

function pathOf(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.origin === new URL(base).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * True when a `/api/auth/*` answer belongs to an add-on page: the request came from one (its
 * same-origin Referer, e.g. the iframe's sign-out or session refresh), or the answer sends the
 * browser to one (Google's callback coming back to the page that started the sign-in).
 * @param origin the origin of this server as the request addressed it.
 */
export function isClassroomPageFlow(params: {
  referer: string | null | undefined;
  location: string | null | undefined;
  origin: string;
}): boolean {
  return [params.referer, params.location].some((value) =>
    pathOf(value, params.origin)?.startsWith(CLASSROOM_PAGES_PREFIX),
  );
}

/** A `Set-Cookie` value made usable inside a third-party iframe: `SameSite=None` and `Secure`. */
export function toCrossSiteCookie(setCookie: string): string {
  const parts = setCookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^samesite=/i.test(part));
  if (!parts.some((part) => /^secure$/i.test(part))) parts.push('Secure');
  parts.push('SameSite=None');
  return parts.join('; ');
}

/** True for a `Set-Cookie` that removes its cookie (`Max-Age=0` or less, as better-auth clears them). */
function isDeletion(setCookie: string): boolean {
  return /(?:^|;)\s*max-age=(?:0|-\d+)\s*(?:;|$)/i.test(setCookie);
}

/**
 * The `Set-Cookie` values of an add-on page's auth answer: each made cross-site
 * (`toCrossSiteCookie`), and each deletion also sent `Partitioned`. Where third-party cookies are
 * blocked the iframe's session is a partitioned (CHIPS) cookie from the session handoff, and only a
 * deletion that is itself `Partitioned` removes it, so a sign-out inside Classroom leaves no cookie
 * behind (the session row is deleted either way).
 */
export function crossSiteCookies(setCookies: string[]): string[] {
  return setCookies.flatMap((setCookie) => {
    const crossSite = toCrossSiteCookie(setCookie);
    return isDeletion(setCookie) ? [crossSite, `${crossSite}; Partitioned`] : [crossSite];
  });
}
