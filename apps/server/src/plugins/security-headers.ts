import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Route config of a route whose pages another site may frame: `{ config: frameableBy([...]) }`. */
export interface SecurityHeadersRouteConfig {
  securityHeaders?: {
    /** Sites that may frame the route's pages (CSP `frame-ancestors`; default none). */
    frameAncestors?: readonly string[];
    /**
     * `Cross-Origin-Opener-Policy: unsafe-none` instead of `same-origin`: a page (or a redirect on
     * the way to one) that a popup passes through while it must keep its opener.
     */
    keepOpener?: boolean;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig extends SecurityHeadersRouteConfig {}
}

/**
 * The Content-Security-Policy of every page and API answer (issue 6 "Headers"):
 *
 * - scripts only from this origin: no inline script, no eval (Vite emits module files only);
 * - styles from this origin plus inline ones: Mantine writes its CSS variables in a `<style>`
 *   element and MathLive lays formulas out with `style` attributes (CSS cannot run script);
 * - images from this origin, `data:` and `blob:` (the upload preview of a compressed photo);
 * - workers from this origin only: the app starts none today (photos are resized on a canvas in the
 *   page, features/image-upload), so no `blob:` worker is allowed;
 * - frames: YouTube hints embed youtube-nocookie.com;
 * - nothing may frame the app (`frame-ancestors 'none'`) unless a route names its ancestors.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: frameAncestors.length > 0 ? [...frameAncestors] : ["'none'"],
    },
  };
}

/**
 * Helmet's options for the app, or for a route framed by `frameAncestors` (X-Frame-Options cannot
 * name an origin, so such a route goes without it and relies on `frame-ancestors`).
 */
export function securityHeaderOptions(
  options: { frameAncestors?: readonly string[]; keepOpener?: boolean } = {},
): HelmetOptions {
  const frameAncestors = options.frameAncestors ?? [];
  return {
    contentSecurityPolicy: contentSecurityPolicy(frameAncestors),
    // HSTS is added per request, only when the request came over HTTPS (registerSecurityHeaders).
    strictTransportSecurity: false,
    xFrameOptions: frameAncestors.length > 0 ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    // Google sign-in's popup passes through the OAuth callback and ends on an add-on page, then tells
    // its opener (the Classroom iframe) it is back: `same-origin` on any hop, redirects included,
    // would cut the popup off from an opener whose top-level page is another site.
    crossOriginOpenerPolicy: { policy: options.keepOpener ? 'unsafe-none' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet sets for `options`, computed once. Helmet is a middleware that only sets
 * headers; run against a recording response it yields them as a map. (@fastify/helmet rebuilt the
 * middleware, parsing the CSP directives, on every request: ~4% of a read, issue 6 "Throughput".)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Route config making a route frameable by `frameAncestors` only (e.g. env CLASSROOM_FRAME_ANCESTORS). */
export function frameableBy(
  frameAncestors: readonly string[],
  options: { keepOpener?: boolean } = {},
): SecurityHeadersRouteConfig {
  return { securityHeaders: { frameAncestors, ...options } };
}

/** Route config of a route a sign-in popup passes through (the OAuth callback): COOP unsafe-none. */
export const KEEPS_OPENER: SecurityHeadersRouteConfig = { securityHeaders: { keepOpener: true } };

const HSTS = 'max-age=31536000; includeSubDomains';
const BASELINE_HEADERS = helmetHeaders(securityHeaderOptions());

/** The headers of a response Fastify sends before routing (a malformed URL), where hooks never run. */
export function setBaselineSecurityHeaders(reply: FastifyReply): void {
  reply.headers(BASELINE_HEADERS);
  reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
}

/**
 * Helmet's headers on every route (pages, API, static files, errors), plus HSTS when the request
 * arrived over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto: see TRUST_PROXY).
 * Static routes with stricter needs (uploads, template SVGs) overwrite the CSP with their own; a
 * route with `frameableBy(...)` in its config gets its own precomputed set.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const framed = new Map<string, Record<string, string>>();
  const headersFor = (config: SecurityHeadersRouteConfig['securityHeaders']) => {
    if (!config) return BASELINE_HEADERS;
    const key = `${(config.frameAncestors ?? []).join(' ')}|${config.keepOpener === true}`;
    let headers = framed.get(key);
    if (!headers) {
      headers = helmetHeaders(securityHeaderOptions(config));
      framed.set(key, headers);
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet itself does: a static route's own headers (the uploads' CSP)
    // are set there later and must win.
    const headers = headersFor(request.routeOptions.config?.securityHeaders);
    for (const name in headers) reply.raw.setHeader(name, headers[name] as string);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}
