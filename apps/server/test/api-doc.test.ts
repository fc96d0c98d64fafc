import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiDocMismatches,
  DOCS_DIR,
  pendingRouteNotes,
  routesNamedIn,
  routesOfOpenApi,
} from './helpers/api-doc';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';

/**
 * Issue 15 item 14 "One API reference": docs/api.md names every route of `/api/openapi.json`, and
 * every route it names is served. Both directions, so neither a new route nor a removed one can drift.
 */
describe.each(BACKENDS)('docs/api.md against /api/openapi.json on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());

  it('names every route the server describes, and only those', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const served = routesOfOpenApi(response.json());
    const documented = routesNamedIn(readFileSync(path.join(DOCS_DIR, 'api.md'), 'utf8'));
    expect(apiDocMismatches(documented, served, pendingRouteNotes())).toEqual([]);
    // The routes the issue found missing are served (documented by hand: better-auth's catch-all).
    for (const route of [
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'POST /api/auth/sign-in/social',
      'POST /api/auth/change-password',
      'POST /api/auth/revoke-sessions',
      'GET /api/openapi.json',
    ])
      expect(served).toContain(route);
  });
});

describe('the api.md route checker', () => {
  const markdown = [
    '## Rooms',
    '| `GET /api/rooms/{entryMapHashId}` | x |',
    'See `GET /api/quizsets/{id}/results?entryMapHashId=…` and `POST /generate/file` (prose).',
    '## Results',
    '`GET /api/rooms/{entryMapHashId}` again',
  ].join('\n');

  it('reads backticked routes, drops the query and remembers every section', () => {
    const routes = routesNamedIn(markdown);
    expect([...routes.keys()].sort()).toEqual([
      'GET /api/quizsets/{id}/results',
      'GET /api/rooms/{entryMapHashId}',
    ]);
    expect(routes.get('GET /api/rooms/{entryMapHashId}')).toEqual(['Rooms', 'Results']);
  });

  it('reports a route missing either side, and points at a pending file that names it', () => {
    const served = new Set(['GET /api/rooms/{entryMapHashId}', 'POST /api/new', 'DELETE /api/gone']);
    const pending = new Map([['api-pending-x.md', new Map([['POST /api/new', ['Rooms']]])]]);
    expect(apiDocMismatches(routesNamedIn(markdown), served, pending)).toEqual([
      'DELETE /api/gone is in /api/openapi.json but not named in docs/api.md',
      "POST /api/new is only in docs/api-pending-x.md: move its line into its area's section of docs/api.md",
      'GET /api/quizsets/{id}/results (docs/api.md "Rooms") is not a route of /api/openapi.json',
    ]);
  });
});
