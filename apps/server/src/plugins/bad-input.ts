import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail, msg } from '../lib/app-error';

/** `String.prototype.isWellFormed` (ES2024, Node 20+): false when a surrogate lacks its partner. */
type MaybeWellFormed = string & { isWellFormed?: () => boolean };

/**
 * True when `text` holds a NUL or a UTF-16 surrogate without its partner (JSON's "\ud800" makes
 * one). PostgreSQL refuses both in text ("invalid byte sequence"), which used to surface as a 500
 * (issue 6 "Bad input").
 */
export function hasBadCharacter(text: string): boolean {
  return text.includes('\u0000') || (text as MaybeWellFormed).isWellFormed?.() === false;
}

/** At most this many offending paths are listed in the answer; all are checked. */
const MAX_REPORTED_DETAILS = 10;

/**
 * Paths (`quizList.0.question`, `id`, `q`) of the strings in `value` holding a NUL or a lone
 * surrogate, object keys included. Iterative, so a deeply nested body cannot overflow the stack;
 * linear in the size of `value`.
 */
export function findBadStrings(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: prefix }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (hasBadCharacter(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: path ? `${path}.${index}` : String(index) });
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasBadCharacter(key)) found.push(itemPath);
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return found;
}

/**
 * Whether findBadStrings would find anything, without naming paths: the guard's common case, a clean
 * body, then builds no path string per value (issue 20 item 2: a 20-question create has hundreds).
 */
export function hasBadString(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasBadCharacter(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasBadCharacter(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * A `\u` escape that JSON.parse turns into a NUL (`\u0000`) or a surrogate (`\uD800`–`\uDFFF`, either
 * case). Hex digits are case-insensitive in JSON; `\u0000` has no other spelling.
 */
const BAD_CHARACTER_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * False when no value JSON.parse makes of `text` can hold a NUL or a lone surrogate, so the guard
 * need not walk it: JSON text can carry those only as escapes (a raw control character in a string is
 * a syntax error), and a raw lone surrogate cannot come out of UTF-8 decoding (it decodes to U+FFFD);
 * both raw forms are checked anyway. A true answer is only a maybe: `\\ud800` (an escaped backslash)
 * and a well-formed pair (`\ud83d\ude00`) also match, and then the values are walked.
 */
export function mayHoldBadCharacter(text: string): boolean {
  return BAD_CHARACTER_ESCAPE.test(text) || hasBadCharacter(text);
}

/** Bodies the JSON parser below made from text holding no NUL or surrogate escape. */
const escapeFreeBodies = new WeakSet<object>();

/**
 * Fastify's own JSON parser (secure-json-parse: `__proto__` and `constructor.prototype` keys refused
 * as the server is configured, the same errors), which also notes the objects parsed from text
 * without a NUL or surrogate escape: the guard then skips walking them (issue 20 item 2: the walk
 * took as long as the parse on a 20-question create, ~25 µs). For this instance and the plugins
 * registered after it; a plugin with a parser of its own is walked as before.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, text, done) => {
    parseJson(request, text, (error, body) => {
      if (!error && typeof body === 'object' && body !== null && !mayHoldBadCharacter(text))
        escapeFreeBodies.add(body);
      done(error, body);
    });
  });
}

/** A JSON body still in its raw bytes (the better-auth routes parse their own), as a value. */
function rawJsonBody(request: FastifyRequest): unknown {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) return undefined;
  if (!(request.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return undefined; // better-auth answers malformed JSON itself
  }
}

/**
 * Refuses, with 400 and the error envelope, any request whose route parameters, query or body holds
 * a NUL or a lone surrogate (issue 6 "Bad input gets a 4xx"): one generic check before validation,
 * so no field (title, search text, route id, profile name, better-auth's sign-up name) can carry one
 * to the database. Runs as preValidation, after the body is parsed and before any handler; a JSON
 * body parsed from text without a NUL or surrogate escape (registerJsonParser) is not walked again.
 */
export function registerBadInputGuard(app: FastifyInstance): void {
  registerJsonParser(app);
  app.addHook('preValidation', (request, _reply, done) => {
    const body = Buffer.isBuffer(request.body) ? rawJsonBody(request) : request.body;
    const bodyIsClean =
      (typeof body === 'object' && body !== null && escapeFreeBodies.has(body)) || !hasBadString(body);
    if (!hasBadString(request.params) && !hasBadString(request.query) && bodyIsClean) return done();
    done(badCharacterError(request.params, request.query, body));
  });
}

/**
 * The refusal of values holding a NUL or a lone surrogate: VALIDATION_FAILED `server.invalidCharacter`
 * with the first offending paths as details. Used by the HTTP guard above and by every live-game
 * socket event (live-games/sockets.ts; its acknowledgement carries the code and message), so a socket
 * payload cannot carry one to the database either.
 */
export function badCharacterError(...values: unknown[]): AppError {
  const details: ErrorDetail[] = values
    .flatMap((value) => findBadStrings(value))
    .slice(0, MAX_REPORTED_DETAILS)
    .map((path) => ({ path, message: msg('server.invalidCharacter') }));
  return new AppError('VALIDATION_FAILED', msg('server.invalidCharacter'), { details });
}
