import { CLASSROOM_ADDON_SCOPES } from '@quizset/domain';
import type { BetterAuthPlugin } from 'better-auth';
import { type OAuth2Tokens, refreshAccessToken, validateAuthorizationCode } from 'better-auth/oauth2';
import type { GoogleProfile } from 'better-auth/social-providers';
import type { GoogleEnv } from '../../../env';
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
 * better-auth's Google provider (issue 11 "Sign-in"): the Classroom add-on scopes beside
 * `openid email profile`, offline access (a refresh token, needed to pass grades back later), and
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
      scope: [...CLASSROOM_ADDON_SCOPES],
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
