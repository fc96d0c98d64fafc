import { CLASSROOM_ADDON_SCOPES, CLASSROOM_TEACHER_SCOPE } from '@quizset/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import { type OAuth2Tokens, refreshAccessToken, validateAuthorizationCode } from 'better-auth/oauth2';
import type { GoogleProfile } from 'better-auth/social-providers';
import type { Db } from '../../../db/client';
import type { GoogleEnv } from '../../../env';
import { requeueFailedPassbacksOfTeacher } from '../grade-passback/requeue-failed-passbacks';
import type { TokenCipher } from './token-cipher';

/** better-auth's provider id for Google; also the `provider_id` of its `account` rows. */
export const GOOGLE_PROVIDER_ID = 'google';

interface UserinfoProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/**
 * better-auth's Google provider (issue 11 "Sign-in"): `openid email profile`, plus the one add-on scope
 * the page's role asks for in the sign-in body's `scopes` (issue 18 item 4, checked by
 * googleEndpointsPlugin), offline access (a refresh token, needed to pass grades back later), and
 * GOOGLE_TOKEN_URL / GOOGLE_USERINFO_URL for the token refresh and the profile. `login_hint` is
 * better-auth's own `loginHint` of POST /api/auth/sign-in/social. Null when Google is not configured.
 */
export function googleSocialProviders(google: GoogleEnv) {
  if (!google.client) return {};
  const { userinfoUrl, tokenUrl } = google;
  const credentials = { clientId: google.client.id, clientSecret: google.client.secret };
  return {
    google: {
      ...credentials,
      accessType: 'offline' as const,
      refreshAccessToken: (refreshToken: string) =>
        refreshAccessToken({ refreshToken, options: credentials, tokenEndpoint: tokenUrl }),
      // Google's own answer carries an ID token the provider reads; an OIDC server configured by
      // GOOGLE_USERINFO_URL is asked instead.
      getUserInfo: userinfoUrl
        ? async (token: OAuth2Tokens) => {
            if (!token.accessToken) return null;
            const response = await fetch(userinfoUrl, {
              headers: { authorization: `Bearer ${token.accessToken}` },
              redirect: 'error',
            });
            if (!response.ok) return null;
            const profile = (await response.json()) as UserinfoProfile;
            if (typeof profile.sub !== 'string' || !profile.email) return null;
            return {
              user: {
                email: profile.email,
                name: profile.name ?? profile.email,
                image: profile.picture,
                emailVerified: profile.email_verified === true,
              },
              // The provider reads `sub` (the account id) from here; the rest is Google's ID-token shape.
              data: { ...profile, email_verified: profile.email_verified === true } as GoogleProfile,
            };
          }
        : undefined,
    },
  };
}

/**
 * Points better-auth's Google provider at GOOGLE_AUTHORIZATION_URL and GOOGLE_TOKEN_URL. The provider
 * has Google's endpoints built in; this replaces the two steps that use them once the context is
 * built, leaving everything else (state, PKCE, login hint, account linking) to better-auth.
 */
export function googleEndpointsPlugin(google: GoogleEnv) {
  return {
    id: 'quizset-google-endpoints',
    init(context: AuthContext) {
      const provider = context.socialProviders.find((p) => p.id === GOOGLE_PROVIDER_ID);
      if (!provider || !google.client) return;
      const createUrl = provider.createAuthorizationURL.bind(provider);
      const credentials = { clientId: google.client.id, clientSecret: google.client.secret };
      provider.createAuthorizationURL = async (data) => {
        await checkRequestedScopes(context, data);
        const url = await createUrl(data);
        const configured = new URL(google.authorizationUrl);
        for (const [key, value] of url.searchParams) configured.searchParams.set(key, value);
        return configured;
      };
      provider.validateAuthorizationCode = ({ code, codeVerifier, redirectURI }: CodeExchange) =>
        validateAuthorizationCode({
          code,
          codeVerifier,
          redirectURI,
          options: credentials,
          tokenEndpoint: google.tokenUrl,
        });
    },
  } satisfies BetterAuthPlugin;
}

type AuthContext = Parameters<NonNullable<BetterAuthPlugin['init']>>[0];
type AuthorizationRequest = { scopes?: string[]; loginHint?: string };

/**
 * Scopes by role (issue 18 item 4): a sign-in may ask for at most one add-on scope, and never the
 * teacher scope for a Google account (the `login_hint`) this product knows as a student. Incremental
 * authorization from a student who opens a teacher page is refused here, before Google is asked.
 * @throws APIError BAD_REQUEST (another scope, or both), FORBIDDEN (teacher scope for a student).
 */
async function checkRequestedScopes(context: AuthContext, { scopes = [], loginHint }: AuthorizationRequest) {
  const allowed: readonly string[] = CLASSROOM_ADDON_SCOPES;
  if (scopes.length > 1 || scopes.some((scope) => !allowed.includes(scope)))
    throw new APIError('BAD_REQUEST', { message: 'Unsupported scopes' });
  if (!scopes.includes(CLASSROOM_TEACHER_SCOPE) || !loginHint) return;
  const found = await context.internalAdapter.findAccountOwnerByKey({
    providerId: GOOGLE_PROVIDER_ID,
    accountId: loginHint,
  });
  if (found?.kind === 'owned' && (found.user as { userType?: string | null }).userType === 'STUDENT')
    throw new APIError('FORBIDDEN', { message: 'A student account cannot grant the teacher scope' });
}
type CodeExchange = { code: string; codeVerifier?: string; redirectURI: string };

type TokenFields = { accessToken?: string | null; refreshToken?: string | null; idToken?: string | null };

/**
 * better-auth database hooks that encrypt every OAuth token before it is written (issue 11 "stored
 * encrypted at rest"), on the first sign-in and on each later one (better-auth updates the tokens).
 * Read them back through `readGoogleTokens`, never from the row.
 */
export function encryptedTokenHooks(cipher: TokenCipher) {
  const seal = <T extends TokenFields>(data: T): { data: T } => ({
    data: {
      ...data,
      ...('accessToken' in data ? { accessToken: cipher.seal(data.accessToken) } : {}),
      ...('refreshToken' in data ? { refreshToken: cipher.seal(data.refreshToken) } : {}),
      ...('idToken' in data ? { idToken: cipher.seal(data.idToken) } : {}),
    },
  });
  return {
    account: {
      create: { before: async (account: TokenFields & Record<string, unknown>) => seal(account) },
      update: { before: async (account: TokenFields & Record<string, unknown>) => seal(account) },
    },
  };
}

type AccountRow = { providerId?: unknown; userId?: unknown };

/**
 * The account hooks of `createAuth`: every token sealed (encryptedTokenHooks), and after a Google
 * sign-in stores its tokens (a new account, or better-auth updating them on a later sign-in), the
 * FAILED grades of the courses that user teaches are due again (issue 18 item 5: "driven again when
 * a teacher of that course signs in"). A failure there never fails the sign-in: the next add-on page
 * a teacher of the course opens makes them due too (getClassroomRole).
 */
export function googleAccountHooks(db: Db, cipher: TokenCipher) {
  const sealed = encryptedTokenHooks(cipher);
  const afterSignIn = async (row: AccountRow) => {
    if (row.providerId !== GOOGLE_PROVIDER_ID || typeof row.userId !== 'string') return;
    await requeueFailedPassbacksOfTeacher(db, row.userId).catch(() => 0);
  };
  return {
    account: {
      create: { ...sealed.account.create, after: afterSignIn },
      update: { ...sealed.account.update, after: afterSignIn },
    },
  };
}
