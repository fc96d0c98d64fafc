import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The guest player's browser key (issue 10: a guest plays under a nickname and resumes after a
 * reload). A random 32-byte value in an HttpOnly cookie scoped to /api; the database keeps only its
 * SHA-256, so a leaked table does not let anyone take over a guest's attempt.
 */
export const GUEST_COOKIE = 'quizset_player';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The guest key the request carries, or null (missing or malformed). */
export function readGuestKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== GUEST_COOKIE) continue;
    const value = rest.join('=');
    return KEY_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** The request's guest key, or a new one set on the reply (Secure when the public origin is HTTPS). */
export function ensureGuestKey(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = readGuestKey(request);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  const attributes = [
    `${GUEST_COOKIE}=${key}`,
    'Path=/api',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return key;
}

/** What the database stores of a guest key. */
export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
