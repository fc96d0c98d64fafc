import { randomUUID } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

/** Someone who can sign in at the local Google: what its ID token and userinfo say. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface LocalGoogleOidc {
  /** Issuer origin, e.g. http://127.0.0.1:43210 */
  url: string;
  /** GOOGLE_* variables pointing the server at this issuer. */
  env: Record<string, string>;
  /** Registers who signs in when the authorization request carries `login_hint=hint`. */
  addIdentity: (hint: string, identity: GoogleIdentity) => void;
  /** The Google user (`sub`) an access token was issued to; null for a token this server never issued. */
  subOfAccessToken: (token: string) => string | null;
  /** Who an access token was issued to and the scopes it was granted; null for one never issued. */
  tokenInfo: (token: string) => { sub: string; scopes: string[] } | null;
  /** Refresh tokens issued so far, in order (Google issues one only on a first consent or `prompt=consent`). */
  refreshTokensIssued: string[];
  /** `prompt` of the authorization requests received, in order ('' when absent). */
  prompts: string[];
  /** The next refresh-token grant answers 400 invalid_grant (a revoked or expired grant). */
  failNextRefresh: () => void;
  /** Tokens issued to `sub` from now on expire after one second (to reach a refresh quickly). */
  issueShortLivedTokensTo: (sub: string) => void;
  /** Login hints of the authorization requests received, in order. */
  loginHints: string[];
  /** Scopes of the authorization requests received, in order. */
  scopes: string[][];
  stop: () => Promise<void>;
}

export const GOOGLE_TEST_CLIENT = { id: 'quizset-test-client', secret: 'quizset-test-secret' };

/** What an authorization request asked for, kept by its code until the code is exchanged. */
interface Grant {
  hint: string;
  scopes: string[];
  prompt: string[];
  offline: boolean;
}

/**
 * A real OAuth 2 / OIDC server (oauth2-mock-server) standing in for Google (issue 11 "Where Google is
 * reached"). It signs in without a consent screen; who signs in is chosen by the `login_hint` Classroom
 * would pass. Access tokens are remembered with their user and granted scopes so the local Classroom
 * server can tell who calls it with what, and a refresh keeps both. As Google does (issue 18 item 9):
 * a refresh token comes only with `access_type=offline` on a user's first consent to the scopes or
 * with `prompt=consent`; `prompt=none` answers `consent_required` / `login_required` instead of a code
 * when the user would have to act; `include_granted_scopes=true` adds the scopes granted before.
 */
export async function startLocalGoogleOidc(): Promise<LocalGoogleOidc> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = (server.issuer.url ?? '').replace(/\/$/, '');
  const identities = new Map<string, GoogleIdentity>();
  const grantOfCode = new Map<string, Grant>();
  const subOfRefresh = new Map<string, string>();
  const subOfAccess = new Map<string, string>();
  const scopesOfRefresh = new Map<string, string[]>();
  const scopesOfAccess = new Map<string, string[]>();
  /** sub → scopes the user has consented to. */
  const consented = new Map<string, Set<string>>();
  const refreshTokensIssued: string[] = [];
  const prompts: string[] = [];
  const loginHints: string[] = [];
  const scopes: string[][] = [];
  let refreshFailures = 0;
  const shortLived = new Set<string>();

  const identityOf = (body: Record<string, string | undefined>): GoogleIdentity | undefined => {
    if (body.grant_type === 'refresh_token') {
      const sub = subOfRefresh.get(body.refresh_token ?? '');
      return [...identities.values()].find((identity) => identity.sub === sub);
    }
    return identities.get(grantOfCode.get(body.code ?? '')?.hint ?? '');
  };

  server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
    const query = new URL(req.url ?? '', url).searchParams;
    const hint = query.get('login_hint') ?? '';
    loginHints.push(hint);
    const requested = (query.get('scope') ?? '').split(' ').filter(Boolean);
    scopes.push(requested);
    prompts.push(query.get('prompt') ?? '');
    const prompt = (query.get('prompt') ?? '').split(' ').filter(Boolean);
    const identity = identities.get(hint);
    const granted = identity ? (consented.get(identity.sub) ?? new Set<string>()) : new Set<string>();
    const grantScopes =
      query.get('include_granted_scopes') === 'true' ? [...new Set([...granted, ...requested])] : requested;
    const code = redirect.url.searchParams.get('code');
    if (prompt.includes('none') && (!identity || requested.some((scope) => !granted.has(scope)))) {
      // Google answers prompt=none with an error when it would have to show a page.
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', identity ? 'consent_required' : 'login_required');
      return;
    }
    if (code)
      grantOfCode.set(code, {
        hint,
        scopes: grantScopes,
        prompt,
        offline: query.get('access_type') === 'offline',
      });
  });
  server.service.on('beforeTokenSigning', (token, req) => {
    // Every token is unique, as Google's are: two issued within one second (iat) must still differ,
    // or a refresh could not be told from the token it replaced.
    token.payload.jti = randomUUID();
    const identity = identityOf(req.body);
    if (!identity) return;
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
      aud: GOOGLE_TEST_CLIENT.id,
    });
  });
  server.service.on('beforeResponse', (response, req) => {
    if (req.body.grant_type === 'refresh_token' && refreshFailures > 0) {
      refreshFailures -= 1;
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      return;
    }
    const identity = identityOf(req.body);
    const body = response.body as Record<string, unknown>;
    if (!identity) return;
    if (shortLived.has(identity.sub)) body.expires_in = 1;
    const grant = grantOfCode.get(req.body.code ?? '');
    let granted: string[] = scopesOfRefresh.get(req.body.refresh_token ?? '') ?? [];
    if (req.body.grant_type === 'authorization_code' && grant) {
      const before = consented.get(identity.sub) ?? new Set<string>();
      const firstConsent =
        grant.scopes.some((scope) => !before.has(scope)) || grant.prompt.includes('consent');
      consented.set(identity.sub, new Set([...before, ...grant.scopes]));
      granted = grant.scopes;
      body.scope = grant.scopes.join(' ');
      if (!grant.offline || !firstConsent) delete body.refresh_token;
      grantOfCode.delete(req.body.code ?? '');
    } else if (req.body.grant_type === 'refresh_token') {
      // Google's refresh answer carries no new refresh token; the old one keeps working.
      delete body.refresh_token;
      body.scope = granted.join(' ');
    }
    if (typeof body.access_token === 'string') {
      subOfAccess.set(body.access_token, identity.sub);
      scopesOfAccess.set(body.access_token, granted);
    }
    if (typeof body.refresh_token === 'string') {
      subOfRefresh.set(body.refresh_token, identity.sub);
      scopesOfRefresh.set(body.refresh_token, granted);
      refreshTokensIssued.push(body.refresh_token);
    }
  });
  server.service.on('beforeUserinfo', (response, req) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const sub = subOfAccess.get(token);
    const identity = [...identities.values()].find((candidate) => candidate.sub === sub);
    if (!identity) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
    };
  });

  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      GOOGLE_AUTHORIZATION_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    addIdentity: (hint, identity) => identities.set(hint, identity),
    subOfAccessToken: (token) => subOfAccess.get(token) ?? null,
    tokenInfo: (token) => {
      const sub = subOfAccess.get(token);
      return sub ? { sub, scopes: scopesOfAccess.get(token) ?? [] } : null;
    },
    refreshTokensIssued,
    prompts,
    issueShortLivedTokensTo: (sub) => shortLived.add(sub),
    failNextRefresh: () => {
      refreshFailures += 1;
    },
    loginHints,
    scopes,
    stop: () => server.stop(),
  };
}
