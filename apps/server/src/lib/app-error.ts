import {
  formatMessage,
  interpolateMessage,
  type Locale,
  MESSAGES,
  type MessageKey,
  type MessageParams,
} from '@quizset/domain';
import { SERVER_MESSAGES, type ServerMessageKey } from './messages';

/** Error codes of api.md "Conventions" and their HTTP statuses: the one mapping of the server. */
export const STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_REQUIRED: 403,
  /** spec §8: a signed-in user without a user type; the browser sends them to /sign-up/type. */
  INVALID_USER_MEMBERTYPE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
  // Classroom add-on (issue 11; packages/domain classroom/failure.ts maps each to its spec §8 dialog).
  CLASSROOM_INVALID_ACCESS: 400,
  CLASSROOM_AUTH_ERROR: 401,
  GOOGLE_AUTH_EXPIRED: 401,
  CLASSROOM_NOT_TEACHER: 403,
  CLASSROOM_ACCOUNT_MISMATCH: 409,
  CLASSROOM_ERROR: 502,
} as const;
export type ErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * A message to show the caller: a literal, or a domain (spec §5) / server message key formatted in the
 * request's language by the error handler, so feature code never needs to know the locale.
 */
export type Localizable = string | { key: MessageKey | ServerMessageKey; params?: MessageParams };

export interface ErrorDetail {
  /** Where in the request body (dot path of the submit payload). */
  path: string;
  /** The quiz set form field the issue is about, when it differs from `path` (e.g. `gradeId`). */
  field?: string;
  message: Localizable;
  /** Analytics failure reason of spec §5 (validation issues only). */
  reason?: string;
}

/** Extra body fields of an error (api.md): `details` for 400, `requiredPlan`/`feature` for 403 PLAN_REQUIRED… */
export interface AppErrorExtra {
  details?: ErrorDetail[];
  [field: string]: unknown;
}

/** The one error type features throw; `error-handler.ts` turns it into `{ error: { code, message, … } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly localizable: Localizable;
  readonly extra: AppErrorExtra;

  constructor(code: ErrorCode, message: Localizable, extra: AppErrorExtra = {}) {
    super(typeof message === 'string' ? message : message.key);
    this.name = 'AppError';
    this.code = code;
    this.localizable = message;
    this.extra = extra;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** Shorthand for a server message key. */
export function msg(key: ServerMessageKey | MessageKey, params?: MessageParams): Localizable {
  return { key, params };
}

/** Formats a `Localizable` in `locale` (domain messages first, then server messages). */
export function localize(message: Localizable, locale: Locale): string {
  if (typeof message === 'string') return message;
  if (Object.hasOwn(MESSAGES, message.key))
    return formatMessage(message.key as MessageKey, locale, message.params);
  return interpolateMessage(SERVER_MESSAGES[message.key as ServerMessageKey][locale], message.params);
}
