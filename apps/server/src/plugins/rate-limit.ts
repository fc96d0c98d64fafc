import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { AppError, msg } from '../lib/app-error';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * Rate-limit key: the session token when signed in (one budget per user session, shared across IPs),
 * else the client IP. Reading the cookie avoids a database round trip before the limit applies.
 */
function rateLimitKey(request: FastifyRequest): string {
  const cookie = request.headers.cookie;
  const token = cookie ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
  return token ? `session:${token.split('.')[0]}` : `ip:${request.ip}`;
}

/** Route config for a rate-limited route (issue 2/3: image, materials and quiz set create). */
export function createRateLimit(env: Env, kind: 'uploads' | 'creates'): RateLimitOptions {
  return { max: env.rateLimit[kind], timeWindow: env.rateLimit.windowMs, keyGenerator: rateLimitKey };
}

/** Registers @fastify/rate-limit for opted-in routes only; refusals use the api.md envelope (429). */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', msg('server.rateLimited')),
  });
}
