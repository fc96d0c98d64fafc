import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { readSession } from '../auth/session';
import type { Env } from '../env';
import { AppError, msg } from '../lib/app-error';

/**
 * Rate-limit key: the verified session's user when signed in (one budget per user, whatever cookies
 * or addresses are used), else the client address. Issue 6: keying on the raw cookie text let a
 * decoy `__Secure-better-auth.session_token` placed before the real cookie buy a fresh budget for
 * every request. The verification is the one the handler uses (readSession: memoized,
 * cookie-cached, no query); the user is the one the signature proves, so the route may read the
 * caller's access with its own data in one statement (issue 20 item 2). A session whose row is gone
 * (signed out, revoked) spends its user's budget on its 401s.
 */
export async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const verified = await readSession(request);
  return verified ? `user:${verified.user.id}` : `ip:${request.ip}`;
}

/** Route config for a rate-limited route (image, materials, quiz set create and update). */
export function createRateLimit(env: Env, kind: 'uploads' | 'creates' | 'updates'): RateLimitOptions {
  return { max: env.rateLimit[kind], timeWindow: env.rateLimit.windowMs, keyGenerator: rateLimitKey };
}

/**
 * Registers @fastify/rate-limit for opted-in routes only; refusals use the api.md envelope (429).
 * With REDIS_URL the counters live in Redis, so N server processes behind a load balancer share one
 * budget per key (issue 20 item 4) instead of granting N times the limit; without it, in memory.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.env.redisUrl
    ? new Redis(app.env.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'quizset:rate-limit:' } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', msg('server.rateLimited')),
  });
}
