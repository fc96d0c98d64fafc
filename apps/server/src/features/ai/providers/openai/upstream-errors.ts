import OpenAI from 'openai';
import { AppError, msg } from '../../../../lib/app-error';
import { ModelReplyTooLargeError, ModelStalledError } from './guarded-fetch';

/** Where the provider reports upstream failures (a pino logger fits; the default writes JSON to stderr). */
export interface UpstreamLog {
  warn(data: Record<string, unknown>, message: string): void;
}

/**
 * JSON lines on stderr, pino's shape: the fallback when no logger is given (a script, the BullMQ worker
 * process). The API and the AI service pass their Fastify (pino) logger instead.
 */
export const stderrLog: UpstreamLog = {
  warn(data, message) {
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: message, ...data })}\n`);
  },
};

/** The model's output broke its contract (not JSON, wrong shape): said as "answered badly" (issue 16 item 12). */
export class ModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelOutputError';
  }
}

/** `error` or one of its causes, when it is an instance of `kind`. */
function findCause<T>(error: unknown, kind: abstract new (...args: never[]) => T): T | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof kind) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A provider's error message with anything key-like taken out (OpenAI's 401 text echoes part of the key). */
function redact(text: string, apiKey: string | undefined): string {
  let clean = text.slice(0, 300);
  if (apiKey) clean = clean.split(apiKey).join('[key]');
  return clean.replace(/\b(sk|key|pk)-[A-Za-z0-9_*-]{4,}/g, '[key]');
}

/** True for failures worth a fresh attempt of the whole call (a stalled body, a deadline). */
export function isRetryable(error: AppError): boolean {
  return error.extra.reason === 'TIMEOUT';
}

/**
 * A failed model call → the AppError the caller sees, logged with its status and never with the key
 * (issue 16 item 12): 401/403 → "The AI model refused the key" (`KEY_REFUSED`); a reply too large or
 * malformed → "The AI model answered badly" (`INVALID_OUTPUT`); a stall or deadline → `TIMEOUT`;
 * anything else → `UPSTREAM` with the status. All 503 UPSTREAM_UNAVAILABLE.
 */
export function upstreamError(
  error: unknown,
  context: { call: string; model: string; apiKey: string | undefined; attempt: number },
  log: UpstreamLog,
): AppError {
  if (error instanceof AppError) return error;
  const base = { call: context.call, model: context.model, attempt: context.attempt };
  const apiError = findCause(error, OpenAI.APIError);
  const status = apiError?.status;
  if (status === 401 || status === 403) {
    log.warn(
      { ...base, status, error: redact(apiError?.message ?? '', context.apiKey) },
      'AI model refused the key',
    );
    return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.keyRefused'), { reason: 'KEY_REFUSED' });
  }
  if (findCause(error, ModelReplyTooLargeError) || findCause(error, ModelOutputError)) {
    const problem = error instanceof Error ? error.message : String(error);
    log.warn(
      { ...base, status: status ?? 200, error: redact(problem, context.apiKey) },
      'AI model answered badly',
    );
    return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.badOutput'), { reason: 'INVALID_OUTPUT' });
  }
  const timedOut =
    findCause(error, ModelStalledError) !== null ||
    findCause(error, OpenAI.APIConnectionTimeoutError) !== null ||
    findCause(error, OpenAI.APIUserAbortError) !== null ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));
  const problem = apiError?.message ?? (error instanceof Error ? error.message : String(error));
  log.warn(
    { ...base, status: status ?? null, error: redact(problem, context.apiKey) },
    timedOut ? 'AI model did not answer in time' : 'AI model call failed',
  );
  return new AppError('UPSTREAM_UNAVAILABLE', msg('ai.upstream'), {
    reason: timedOut ? 'TIMEOUT' : 'UPSTREAM',
    ...(status ? { upstreamStatus: status } : {}),
  });
}
