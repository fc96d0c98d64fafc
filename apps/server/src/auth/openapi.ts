/**
 * OpenAPI entries for the better-auth routes the app uses (docs/api.md "Accounts"). better-auth serves
 * them through one catch-all route, which Fastify cannot describe, so they are listed by hand.
 */
const json = (properties: Record<string, { type: string }>, required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties, required } } },
});

export const AUTH_OPENAPI_PATHS = {
  '/api/auth/sign-up/email': {
    post: {
      tags: ['auth'],
      summary: 'Sign up with email and password; sets the session cookie (better-auth.session_token)',
      requestBody: json(
        { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
        ['name', 'email', 'password'],
      ),
      responses: { '200': { description: '{ token, user }; Set-Cookie: better-auth.session_token' } },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      tags: ['auth'],
      summary: 'Sign in; sets the session cookie',
      requestBody: json({ email: { type: 'string' }, password: { type: 'string' } }, ['email', 'password']),
      responses: {
        '200': { description: '{ redirect, token, user }; Set-Cookie: better-auth.session_token' },
        '401': { description: 'Wrong email or password' },
      },
    },
  },
  '/api/auth/sign-out': {
    post: {
      tags: ['auth'],
      summary: 'Sign out; clears the session cookie',
      responses: { '200': { description: '{ success }' } },
    },
  },
  '/api/auth/request-password-reset': {
    post: {
      tags: ['auth'],
      summary:
        'Mails a single-use password-reset link (60 minutes) when the address has an account; the same answer either way (issue 8)',
      requestBody: json({ email: { type: 'string' }, redirectTo: { type: 'string' } }, ['email']),
      responses: {
        '200': { description: '{ status: true, message }' },
        '429': { description: 'More than 5 calls a minute from one client address' },
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      summary: 'Sets a new password with the token of the reset link; revokes every session of the user',
      requestBody: json({ token: { type: 'string' }, newPassword: { type: 'string' } }, [
        'token',
        'newPassword',
      ]),
      responses: {
        '200': { description: '{ status: true }' },
        '400': { description: 'Used, expired or unknown token, or a password outside 8–128 characters' },
      },
    },
  },
  '/api/auth/sign-in/social': {
    post: {
      tags: ['auth'],
      summary: "Google sign-in (issue 11): answers the consent page's URL; only with GOOGLE_CLIENT_ID set",
      requestBody: json(
        {
          provider: { type: 'string' },
          callbackURL: { type: 'string' },
          errorCallbackURL: { type: 'string' },
          loginHint: { type: 'string' },
        },
        ['provider', 'callbackURL'],
      ),
      responses: { '200': { description: '{ url, redirect }' } },
    },
  },
  '/api/auth/callback/google': {
    get: {
      tags: ['auth'],
      summary: "Google's OAuth redirect: sets the session cookie, then redirects to the callbackURL",
      parameters: [
        { name: 'code', in: 'query', schema: { type: 'string' } },
        { name: 'state', in: 'query', schema: { type: 'string' } },
      ],
      responses: { '302': { description: 'To callbackURL (or errorCallbackURL); Set-Cookie on success' } },
    },
  },
  '/api/auth/change-password': {
    post: {
      tags: ['auth'],
      summary:
        'Changes the signed-in user’s password (account page, issue 19); with revokeOtherSessions, every other session is signed out',
      requestBody: json(
        {
          currentPassword: { type: 'string' },
          newPassword: { type: 'string' },
          revokeOtherSessions: { type: 'boolean' },
        },
        ['currentPassword', 'newPassword'],
      ),
      responses: {
        '200': { description: '{ token, user }' },
        '400': { description: 'Wrong current password, or a new password outside 8–128 characters' },
        '401': { description: 'Signed out' },
      },
    },
  },
  '/api/auth/revoke-sessions': {
    post: {
      tags: ['auth'],
      summary: 'Signs the user out on every device, this one included (account page, issue 19)',
      requestBody: json({}, []),
      responses: {
        '200': { description: '{ status: true }' },
        '401': { description: 'Signed out' },
      },
    },
  },
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      summary: 'The current session and user, or null',
      responses: { '200': { description: '{ session, user } | null' } },
    },
  },
} as const;
