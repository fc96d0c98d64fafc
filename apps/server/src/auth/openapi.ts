/**
 * OpenAPI entries for the better-auth routes the app uses (api.md "Accounts"). better-auth serves
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
  '/api/auth/get-session': {
    get: {
      tags: ['auth'],
      summary: 'The current session and user, or null',
      responses: { '200': { description: '{ session, user } | null' } },
    },
  },
} as const;
