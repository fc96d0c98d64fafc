import type { Locale } from '@quizset/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail, localize, msg } from '../lib/app-error';
import { localeFromAcceptLanguage } from '../lib/locale';

/** `{ error: { code, message, details?, … } }` (api.md "Conventions"). */
function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale: Locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const { details, ...rest } = error.extra;
  const body: Record<string, unknown> = {
    code: error.code,
    message: localize(error.localizable, locale),
    ...rest,
  };
  if (details) {
    body.details = details.map((detail) => ({ ...detail, message: localize(detail.message, locale) }));
  }
  return reply.status(error.statusCode).send({ error: body });
}

/** `/quizList/0/question` → `quizList.0.question`, the path form of domain validation details. */
function dotPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Maps Fastify's own errors (parsers, limits, schema validation) onto the AppError codes, so every
 * failure leaves with the api.md envelope. Returns null for errors that are not the caller's fault.
 */
export function toAppError(error: FastifyError | Error): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: ErrorDetail[] = error.validation.map((issue) => ({
      path: dotPath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    return new AppError('VALIDATION_FAILED', msg('server.invalidInput'), { details });
  }
  const fastifyError = error as FastifyError;
  const code = fastifyError.code ?? '';
  const status = fastifyError.statusCode ?? 500;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', msg('server.jsonRequired'));
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', msg('server.payloadTooLarge'));
  }
  // Malformed JSON surfaces as a SyntaxError (secure-json-parse) or FST_ERR_CTP_* with status 400.
  if (status === 400 && (error instanceof SyntaxError || code.startsWith('FST_ERR_CTP'))) {
    return new AppError('VALIDATION_FAILED', msg('server.invalidJson'));
  }
  if (status === 429) return new AppError('RATE_LIMITED', msg('server.rateLimited'));
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH')
    return new AppError('VALIDATION_FAILED', msg('server.badUrl'));
  if (status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', msg('server.invalidInput'));
  }
  return null;
}

/** Fields of an error (and of its causes) never written to the log: SQL parameters hold user data. */
const UNLOGGED_FIELDS = new Set(['params', 'parameters', 'values', 'body']);
// drizzle appends the parameters to its message ("Failed query: …\nparams: …").
const PARAMS_SUFFIX = /\nparams:[\s\S]*$/;
// PostgreSQL quotes offending values in its messages ("invalid input syntax for type integer: "…"",
// "Key (email)=(…) already exists", "parameter $1 = '…'").
const QUOTED_VALUE = /"[^"]*"|'[^']*'|=\([^)]*\)/g;

function redactValues(text: string): string {
  return text.replace(PARAMS_SUFFIX, '').replace(QUOTED_VALUE, (quoted) => `${quoted[0]}…${quoted.at(-1)}`);
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as the log may hold it (issue 6 "Privacy"): type, code, the SQL text and the database's
 * diagnostics, but never the query's parameters (drizzle's DrizzleQueryError carries the whole quiz
 * JSON in `params` and in its message) nor values the database quotes back; the same for each
 * `cause`. Used as the logger's `err` serializer, so no code path can log them.
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error) || depth > 3)
    return { type: typeof error, message: '[non-error value]', stack: '' };
  const isCause = depth > 0;
  const clean = (text: string) => (isCause ? redactValues(text) : text.replace(PARAMS_SUFFIX, ''));
  const out: LoggedError = {
    type: error.name,
    message: clean(error.message),
    stack: (error.stack ?? '').replace(error.message, clean(error.message)),
  };
  for (const [key, value] of Object.entries(error)) {
    if (UNLOGGED_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (typeof value === 'string') out[key] = redactValues(value);
    else if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error.cause !== undefined) out.cause = serializeErrorForLog(error.cause, depth + 1);
  return out;
}

/**
 * Errors Fastify raises before routing (FST_ERR_BAD_URL for `/uploads/%c0%ae`, an over-long
 * parameter…), answered with the error envelope like every other error (issue 6). Passed to the
 * Fastify constructor as `frameworkErrors`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(error) ?? new AppError('VALIDATION_FAILED', msg('server.badUrl'));
  sendAppError(appError, request, reply);
}

/**
 * The one error handler (stack.md style 9). Unknown errors are logged (without SQL parameters:
 * serializeErrorForLog) and answered with a generic 500: nothing internal leaks, and the server keeps
 * serving (issue 2 "Bad input").
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) return sendAppError(appError, request, reply);
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(new AppError('INTERNAL', msg('server.internal')), request, reply);
  });
}

export { sendAppError };
