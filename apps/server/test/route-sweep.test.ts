import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from './helpers/context';
import { validPayload } from './helpers/payloads';
import { createSetWithRoom } from './helpers/rooms';

/**
 * Standards "Bad input gets a clear error … a crash is a bug", swept over every route the server
 * describes (`/api/openapi.json`), so a route added later is attacked without a test of its own:
 * hostile path parameters, queries and bodies, signed out, as a student and as a FREE teacher
 * (not the owner of the set whose id is sent). Then, so the handlers are reached past the body's
 * schema, each body route gets a body built from its own schema (`exampleOf`, or the set a create
 * takes) and that body with each field in turn made hostile, sent by the owner of the ids as well.
 * Each answer is below 500, and a refusal (4xx) carries its message as JSON, as the routes' own tests
 * expect of them one by one.
 * Not sent: the routes that end the caller's session or account (they are attacked in auth.test.ts
 * and security-sessions.test.ts); uploads, whose hostile files have suites of their own
 * (security-files, security-multipart), get the same non-file bodies here.
 */

/** Ends the caller's session or account: sending them would sign the sweep out halfway. */
const ENDS_SESSION = /\/(sign-out|revoke-sessions?|revoke-other-sessions|delete-user)$/;

/** Path parameters: wrong types, NUL, over-long, broken percent-encoding, a traversal, an id of nothing. */
const HOSTILE_IDS = [
  '-1',
  '99999999999999999999999',
  '%00',
  'a'.repeat(3_000),
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '00000000-0000-0000-0000-000000000000',
];

/** An id of the right shape that names nothing. */
const NOTHING_ID = '00000000-0000-0000-0000-000000000000';

/** Paths of one body made hostile at most, spread over the body (a set's body has hundreds). */
const FIELDS_PER_BODY = 40;

/** Queries: negative, huge and non-numeric paging, NUL, a broken byte, a prototype key, arrays. */
const HOSTILE_QUERIES = [
  '?page=-1&size=1e9&limit=abc&q=%00&cursor=%FF&sort=__proto__&lang=xx',
  `?page=99999999999999999999&limit=-5&q=${'a'.repeat(5_000)}`,
  '?q[]=a&q[]=b&page[x]=1&entryMapHashId=%00',
];

/** Bodies of every wrong shape: JSON of the wrong type, deep nesting, NUL, many items, prototype keys. */
const HOSTILE_BODIES = [
  '{}',
  '[]',
  'null',
  '1e999',
  `${'{"a":['.repeat(3_000)}1${']}'.repeat(3_000)}`,
  JSON.stringify({
    title: '\u0000'.repeat(10),
    quizList: [{}],
    page: -1,
    limit: 1e12,
    id: '\ud800',
    email: '\u0000@x',
    name: { a: 1 },
  }),
  JSON.stringify(Array.from({ length: 5_000 }, () => ({}))),
  '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
  '{"truncated":',
];

/** What a field is set to, one at a time, in a body built from the route's schema. */
const HOSTILE_FIELDS: unknown[] = ['a\u0000b', '\ud800', 'x'.repeat(100_000), -1, 1e308, null, {}];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
};

/** A value `schema` accepts, as far as a value can be built from it alone: the first choice of each. */
function exampleOf(schema: Schema, depth = 0): unknown {
  if (depth > 12) return null;
  for (const given of [schema.example, schema.default, schema.const]) if (given !== undefined) return given;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return exampleOf(choice[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
    );
  if (type === 'array') return [exampleOf(schema.items ?? {}, depth + 1)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uri') return 'https://example.com/x';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The path of every value inside `value` (itself included: the empty path). */
function pathsIn(value: unknown, path: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [path];
  return [path, ...Object.entries(value).flatMap(([key, child]) => pathsIn(child, [...path, key]))];
}

/** A copy of `value` with the value at `path` replaced by `replacement`. */
function replacedAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = replacedAt(copy[key], rest, replacement);
  return copy;
}

// One backend: what is swept is the HTTP layer and the handlers' checks, and the database they reach
// answers the same on both (PostgreSQL when DATABASE_URL is set, as in production).
describe.each(BACKENDS.slice(-1))('every route against hostile input on %s', (backend) => {
  let ctx: TestContext;
  const callers: Record<string, string | undefined> = { 'signed out': undefined };
  /**
   * A real set and room of another teacher (the owner), by path parameter name: sent where a route
   * takes an id, beside the hostile ones; in a body built from a schema any other parameter names nothing.
   */
  const realIds: Record<string, string> = {};
  let owner = '';
  let document: { paths: Record<string, Record<string, { requestBody?: unknown }>> };

  /** Sends one request and returns what is wrong with its answer, if anything. */
  async function fault(
    method: string,
    url: string,
    caller: string,
    cookie?: string,
    body?: string,
    type?: string,
  ) {
    const response = await ctx.request({
      method: method.toUpperCase() as 'GET',
      url,
      cookie,
      headers: type ? { 'content-type': type } : {},
      payload: body,
    });
    const what = `${method.toUpperCase()} ${url.slice(0, 100)} (${caller}${body ? `, ${type}: ${body.slice(0, 60)}` : ''})`;
    if (response.statusCode >= 500) return `${what} → ${response.statusCode} ${response.body.slice(0, 160)}`;
    if (response.statusCode < 400) return null;
    let message: unknown;
    try {
      message = response.json().error?.message;
    } catch {
      message = undefined;
    }
    return typeof message === 'string' && message !== ''
      ? null
      : `${what} → ${response.statusCode} without a message: ${response.body.slice(0, 160)}`;
  }

  /** Every operation of the document but those that end the caller's session: [method, route, JSON body schema]. */
  function operations(): [string, string, Schema | undefined][] {
    return Object.entries(document.paths).flatMap(([route, byMethod]) =>
      ENDS_SESSION.test(route)
        ? []
        : Object.entries(byMethod)
            .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
            .map(([method, operation]): [string, string, Schema | undefined] => [
              method,
              route,
              (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
                ?.content?.['application/json']?.schema,
            ]),
    );
  }

  beforeAll(async () => {
    // High limits: a 429 would stand in for the answer the sweep is here to see.
    const high = '100000';
    ctx = await createTestContext(backend, {
      RATE_LIMIT_UPDATES: high,
      RATE_LIMIT_JOINS: high,
      RATE_LIMIT_ANSWERS: high,
      RATE_LIMIT_QUOTES: high,
      AI_RATE_LIMIT: high,
    });
    owner = await ctx.signIn('pro@demo.example');
    const { setId, roomId } = await createSetWithRoom(ctx, owner, { set: validPayload() });
    Object.assign(realIds, { id: setId, entryMapHashId: roomId });
    callers.student = await ctx.signIn('student@demo.example');
    callers['FREE teacher'] = await ctx.signIn('free@demo.example');
    document = (await ctx.request({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => ctx?.close());

  it('answers hostile ids, queries and bodies with a status below 500, each refusal with its message', async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const [method, route] of operations()) {
      // Every body or query with an id that names nothing and with the real ones; the ill-formed
      // ids with the first only ('{}' or no query), which keeps the sweep to seconds: the bodies
      // and queries meet the handlers' checks through the well-formed ids.
      const ids = route.includes('{') ? [...HOSTILE_IDS, ...Object.values(realIds)] : [''];
      const illFormed = (id: string) => HOSTILE_IDS.includes(id) && id !== NOTHING_ID;
      const variants: { query: string; body?: string; type?: string }[] = ['post', 'put', 'patch'].includes(
        method,
      )
        ? [
            ...HOSTILE_BODIES.map((body) => ({ query: '', body, type: 'application/json' })),
            { query: '', body: '{"a":1}', type: 'text/plain' },
            { query: '', body: '--x\r\n\r\n', type: 'multipart/form-data; boundary=x' },
          ]
        : method === 'get'
          ? ['', ...HOSTILE_QUERIES].map((query) => ({ query }))
          : [{ query: '' }];
      for (const id of ids)
        for (const [caller, cookie] of Object.entries(callers))
          for (const { query, body, type } of illFormed(id) ? variants.slice(0, 1) : variants) {
            sent += 1;
            const found = await fault(
              method,
              route.replace(/\{[^}]+\}/g, id) + query,
              caller,
              cookie,
              body,
              type,
            );
            if (found) faults.push(found);
          }
    }
    // The sweep reached the routes: dozens of operations, thousands of requests.
    expect(sent).toBeGreaterThan(3_000);
    expect(faults, faults.slice(0, 30).join('\n')).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 600_000);

  it("answers a body built from each route's schema, and each of its fields made hostile, below 500", async () => {
    const faults: string[] = [];
    const bodyRoutes = operations().filter(([, , schema]) => schema);
    for (const [method, route, schema] of bodyRoutes) {
      // A create's set must pass the spec's rules to reach the handler: the one the tests send.
      const base = route === '/api/quizsets' ? validPayload() : exampleOf(schema as Schema);
      const paths = pathsIn(base);
      const spread = paths.filter((_, index) => index % Math.ceil(paths.length / FIELDS_PER_BODY) === 0);
      const hostile = spread.flatMap((path) => HOSTILE_FIELDS.map((value) => replacedAt(base, path, value)));
      const url = route.replace(/\{([^}]+)\}/g, (_, name: string) => realIds[name] ?? NOTHING_ID);
      // The body as built, by everyone; made hostile, by the ids' owner and by a student (a player).
      for (const [caller, cookie] of Object.entries({ ...callers, owner })) {
        const bodies = caller === 'owner' || caller === 'student' ? [base, ...hostile] : [base];
        for (const body of bodies) {
          const found = await fault(method, url, caller, cookie, JSON.stringify(body), 'application/json');
          if (found) faults.push(found);
        }
      }
    }
    expect(bodyRoutes.length).toBeGreaterThan(20);
    expect(faults, faults.slice(0, 30).join('\n')).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 600_000);
});
