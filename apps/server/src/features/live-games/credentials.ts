/*
 * Identifiers and credentials of live games (issue 23): the game id, the 6-digit PIN, a player's
 * token (kept by the player's browser, stored hashed) and the host's short-lived signed token.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A game id: 16 URL-safe random characters. */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}

/** A player id (not a credential: it appears in standings). */
export function newPlayerId(): string {
  return randomBytes(9).toString('base64url');
}

/** A 6-digit PIN, leading zeros kept ("004213"). Unique among running games by the database index. */
export function newPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const PIN_PATTERN = /^\d{6}$/;

/** A player's secret token (32 random bytes, base64url) and the hash stored for it. */
export function newPlayerToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPlayerToken(token) };
}

export function hashPlayerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a host token is good for: a class period and then some. */
const HOST_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

/**
 * A host token for `gameId`: `<expiresAtMs>.<HMAC-SHA256(secret, "live-host:" gameId "." expiresAtMs)>`.
 * Given by `POST /api/live-games/{gameId}/host-token` to the owner's session; the host's socket
 * presents it, so the socket server needs no cookie parsing.
 */
export function signHostToken(gameId: string, secret: string, now = Date.now()): string {
  const expiresAt = now + HOST_TOKEN_TTL_MS;
  return `${expiresAt}.${hostMac(gameId, expiresAt, secret)}`;
}

/** True when `token` was signed for `gameId` with `secret` and has not expired. */
export function verifyHostToken(gameId: string, token: unknown, secret: string, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const [expiry, mac] = token.split('.');
  const expiresAt = Number(expiry);
  if (!mac || !Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  const expected = Buffer.from(hostMac(gameId, expiresAt, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function hostMac(gameId: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret).update(`live-host:${gameId}.${expiresAt}`).digest('base64url');
}
