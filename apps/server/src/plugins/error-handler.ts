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
  if (status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', msg('server.invalidInput'));
  }
  return null;
}

/**
 * The one error handler (stack.md style 9). Unknown errors are logged and answered with a generic 500:
 * nothing internal leaks, and the server keeps serving (issue 2 "Bad input").
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
