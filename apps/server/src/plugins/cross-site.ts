import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, msg } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when the request's Origin (or, lacking it, Referer) names another site. Absent headers pass:
 * non-browser clients send neither, and browsers always send Origin on cross-site POSTs.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed =
    typeof origin === 'string'
      ? origin === 'null'
        ? 'null'
        : originOf(origin)
      : referer
        ? originOf(referer)
        : undefined;
  if (claimed === undefined) return false;
  const allowed = new Set([publicOrigin, `${request.protocol}://${request.host}`]);
  return claimed === null || !allowed.has(claimed);
}

/**
 * Cross-site protection for every state-changing API call (api.md "Conventions"), `/api/auth/*`
 * included: better-auth's own origin check skips cookie-less calls, which would allow login CSRF
 * (signing a victim into the attacker's account). Cookies are SameSite=Lax as well: a second lock.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicOrigin: string): void {
  // An Origin header spelling the public origin exactly is the same site without parsing it (the
  // common case: every call of the app's own pages; issue 20 item 3, a URL parse per answer). Only
  // when the public origin is itself in canonical form, so the shortcut never admits what the parse
  // would refuse.
  const sameSiteOrigin = originOf(publicOrigin) === publicOrigin ? publicOrigin : null;
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      STATE_CHANGING.has(request.method) &&
      request.url.startsWith('/api/') &&
      request.headers.origin !== sameSiteOrigin &&
      isCrossSite(request, publicOrigin)
    )
      return done(new AppError('FORBIDDEN', msg('server.crossSite')));
    done();
  });
}
