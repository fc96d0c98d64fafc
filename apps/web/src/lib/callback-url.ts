/**
 * `callbackUrl` handling for the sign-in flow (spec-decisions §2: signed out → `/login?callbackUrl=/build`).
 * Only same-origin relative paths are followed, so a crafted link cannot send a user who just signed
 * in to another site (open redirect).
 */
export const DEFAULT_CALLBACK_URL = '/public';

/** Pages that must not be a return target: going "back" to them would loop the auth flow. */
const AUTH_PATHS = ['/login', '/sign-up'];

/**
 * A safe in-app path (`/path?search#hash`) from an untrusted value, or `fallback`.
 * Rejects absolute URLs, protocol-relative `//host`, backslash tricks (`/\host`), control characters
 * and the auth pages themselves.
 */
export function sanitizeCallbackUrl(
  value: string | null | undefined,
  fallback = DEFAULT_CALLBACK_URL,
): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = 'http://quizset.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?callbackUrl=…` (or another auth page) for the location the user was trying to reach. */
export function withCallbackUrl(authPath: string, returnTo: string): string {
  const params = new URLSearchParams({ callbackUrl: sanitizeCallbackUrl(returnTo) });
  return `${authPath}?${params.toString()}`;
}
