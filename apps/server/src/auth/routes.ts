import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '../lib/locale';
import type { Auth } from './auth';
import { authErrorMessage } from './messages';

const SKIPPED_HEADERS = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'connection']);

/** Error codes of better-auth answers mapped to the api.md codes, added as `error` beside its own body. */
function apiCodeForStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 422) return status === 409 ? 'CONFLICT' : 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  const response = await auth.handler(
    new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined }),
  );
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Fastify sets the length of what it actually sends (error bodies are rewritten below).
    if (SKIPPED_HEADERS.has(name.toLowerCase())) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
    // Keep better-auth's own `{ code, message }` (its browser client reads it) and add the api.md
    // envelope so every error of the API also has `error.code` / `error.message`.
    try {
      const parsed = JSON.parse(text) as { code?: string; message?: string };
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return reply.send({
        ...parsed,
        error: {
          code: apiCodeForStatus(response.status),
          message: authErrorMessage(parsed.code, locale) ?? parsed.message ?? '',
          reason: parsed.code,
        },
      });
    } catch {
      return reply.send(text);
    }
  }
  return reply.send(text.length > 0 ? text : undefined);
}

/**
 * Mounts better-auth at `/api/auth/*` (stack.md recipe): an encapsulated plugin whose only body parser
 * hands the raw bytes through, so better-auth reads the body itself.
 */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: (request, reply) => forward(options.auth, request, reply),
  });
}
