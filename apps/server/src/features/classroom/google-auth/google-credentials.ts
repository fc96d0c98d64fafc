import { and, eq } from 'drizzle-orm';
import { OAuth2Client } from 'google-auth-library';
import type { Db } from '../../../db/client';
import { account } from '../../../db/schema';
import type { GoogleEnv } from '../../../env';
import { AppError, msg } from '../../../lib/app-error';
import { GOOGLE_PROVIDER_ID } from './google-sign-in';
import type { TokenCipher } from './token-cipher';

/** A user's Google tokens, decrypted. */
export interface GoogleTokens {
  /** The Google user id (`sub`), what Classroom's `login_hint` carries. */
  googleUserId: string;
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms; null when Google did not say. */
  expiresAt: number | null;
}

/**
 * The Google tokens of `userId` (issue 11), decrypted; null when the user never signed in with Google
 * or the stored values cannot be decrypted (the key changed): both mean "sign in with Google again".
 */
export async function readGoogleTokens(
  db: Db,
  { userId, cipher }: { userId: string; cipher: TokenCipher },
): Promise<GoogleTokens | null> {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, GOOGLE_PROVIDER_ID)))
    .limit(1);
  if (!row) return null;
  try {
    return {
      googleUserId: row.accountId,
      accessToken: row.accessToken ? cipher.decrypt(row.accessToken) : null,
      refreshToken: row.refreshToken ? cipher.decrypt(row.refreshToken) : null,
      expiresAt: row.accessTokenExpiresAt?.getTime() ?? null,
    };
  } catch {
    return null;
  }
}

/** Stores refreshed tokens encrypted; a refresh that brings no new refresh token keeps the old one. */
async function storeRefreshedTokens(
  db: Db,
  {
    userId,
    cipher,
    accessToken,
    refreshToken,
    expiresAt,
  }: {
    userId: string;
    cipher: TokenCipher;
    accessToken: string;
    refreshToken?: string | null;
    expiresAt: number | null;
  },
): Promise<void> {
  await db
    .update(account)
    .set({
      accessToken: cipher.encrypt(accessToken),
      ...(refreshToken ? { refreshToken: cipher.encrypt(refreshToken) } : {}),
      accessTokenExpiresAt: expiresAt === null ? null : new Date(expiresAt),
      updatedAt: new Date(),
    })
    .where(and(eq(account.userId, userId), eq(account.providerId, GOOGLE_PROVIDER_ID)));
}

/** Whether a google-auth-library failure says the grant is gone (expired, revoked): sign in again. */
export function isInvalidGrant(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: unknown } } })?.response?.data;
  return data?.error === 'invalid_grant' || /invalid_grant/.test(String((error as Error)?.message ?? ''));
}

/**
 * A google-auth-library OAuth2 client holding `userId`'s Google credentials, refreshed first when the
 * access token has expired (or is about to), with the new tokens stored encrypted (issue 11 "refreshed
 * when they expire"). Token refreshes go to GOOGLE_TOKEN_URL.
 * @throws AppError CLASSROOM_INVALID_ACCESS (no Google sign-in on this account, spec §8 "missing oauth
 *   token"), GOOGLE_AUTH_EXPIRED (expired and not refreshable, spec §8 "Google authentication
 *   expired"), CLASSROOM_ERROR (Google's token endpoint unreachable).
 */
export async function getGoogleAuthClient(
  db: Db,
  { userId, google, cipher }: { userId: string; google: GoogleEnv; cipher: TokenCipher },
): Promise<{ client: OAuth2Client; googleUserId: string }> {
  if (!google.client) throw new AppError('CLASSROOM_INVALID_ACCESS', msg('classroom.notConfigured'));
  const tokens = await readGoogleTokens(db, { userId, cipher });
  if (!tokens || (!tokens.accessToken && !tokens.refreshToken))
    throw new AppError('CLASSROOM_INVALID_ACCESS', msg('classroom.notGoogleAccount'));
  const client = new OAuth2Client({
    clientId: google.client.id,
    clientSecret: google.client.secret,
    endpoints: { oauth2TokenUrl: google.tokenUrl },
  });
  client.setCredentials({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    // Unknown expiry: treat as expired so a refresh token is used rather than a stale access token.
    expiry_date: tokens.expiresAt ?? (tokens.refreshToken ? 0 : null),
  });
  // Refreshes made later inside a Classroom call (a 401 answered with one retry) are kept too.
  client.on('tokens', (fresh) => {
    if (!fresh.access_token) return;
    void storeRefreshedTokens(db, {
      userId,
      cipher,
      accessToken: fresh.access_token,
      refreshToken: fresh.refresh_token,
      expiresAt: fresh.expiry_date ?? null,
    }).catch(() => undefined);
  });
  try {
    // Refreshes only when the access token is missing or within 5 minutes of expiry.
    const before = client.credentials.access_token;
    await client.getAccessToken();
    const after = client.credentials;
    if (after.access_token && after.access_token !== before)
      await storeRefreshedTokens(db, {
        userId,
        cipher,
        accessToken: after.access_token,
        refreshToken: after.refresh_token,
        expiresAt: after.expiry_date ?? null,
      });
  } catch (error) {
    if (isInvalidGrant(error) || !tokens.refreshToken)
      throw new AppError('GOOGLE_AUTH_EXPIRED', msg('classroom.authExpired'));
    throw new AppError('CLASSROOM_ERROR', msg('classroom.upstream'));
  }
  return { client, googleUserId: tokens.googleUserId };
}
