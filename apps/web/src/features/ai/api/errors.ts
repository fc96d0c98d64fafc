import { ApiError } from '../../../lib/api-client';

/** A message of spec §8 as i18n keys of the `ai` namespace (title, optional description). */
export interface AiErrorMessage {
  title: string;
  description?: string;
}

/** The error code the client gives a request it gave up waiting for (spec §8 "timeout code ECONNABORTED"). */
export const TIMEOUT_CODE = 'ECONNABORTED';
/** The error code of spec §8 "Google authentication expired": no new token could be issued. */
export const AUTH_EXPIRED_CODE = 'AUTH_EXPIRED';

/** No AI token could be had (the session is gone): the user must log in again (spec §7, §8). */
export class AuthExpiredError extends ApiError {
  constructor() {
    super(401, AUTH_EXPIRED_CODE, 'authentication expired, log in again');
    this.name = 'AuthExpiredError';
  }
}

/**
 * Spec §8 "File AI" rows as data: status → message. 401/403 show the no-author title without body;
 * 415 lists the extensions; 423 asks to remove the password; 413/422 state the 500-page OCR limit;
 * 429, 503 and a client timeout (ECONNABORTED) are the busy/timeout message; anything else is the
 * default 'failed to build AI quiz' / 'change the file'.
 */
export const FILE_AI_ERROR_MESSAGES: Readonly<
  Record<number | typeof TIMEOUT_CODE | 'default', AiErrorMessage>
> = {
  401: { title: 'errors.file.noAuthor' },
  403: { title: 'errors.file.noAuthor' },
  415: { title: 'errors.file.failed', description: 'errors.file.extensions' },
  423: { title: 'errors.file.failed', description: 'errors.file.password' },
  413: { title: 'errors.file.failed', description: 'errors.file.ocrLimit' },
  422: { title: 'errors.file.failed', description: 'errors.file.ocrLimit' },
  429: { title: 'errors.file.failed', description: 'errors.file.busy' },
  503: { title: 'errors.file.failed', description: 'errors.file.busy' },
  [TIMEOUT_CODE]: { title: 'errors.file.failed', description: 'errors.file.busy' },
  default: { title: 'errors.file.failed', description: 'errors.file.changeFile' },
};

/** Spec §8 rows of the other AI entry points. */
export const AI_ERROR_MESSAGES = {
  topic: { title: 'errors.topic.failed', description: 'errors.topic.description' },
  similarQuiz: { title: 'errors.similar.title', description: 'errors.similar.description' },
  generateFail: { title: 'errors.generate.title', description: 'errors.generate.description' },
  authExpired: { title: 'errors.authExpired' },
  emptyPrompt: { title: 'errors.emptyPrompt' },
} as const satisfies Record<string, AiErrorMessage>;

/** The spec §8 message of a failed file generation (`error` from the AI client or a file check). */
export function fileAiErrorMessage(error: unknown): AiErrorMessage {
  if (error instanceof ApiError) {
    if (error.code === AUTH_EXPIRED_CODE) return AI_ERROR_MESSAGES.authExpired;
    if (error.code === TIMEOUT_CODE) return FILE_AI_ERROR_MESSAGES[TIMEOUT_CODE];
    return FILE_AI_ERROR_MESSAGES[error.status] ?? FILE_AI_ERROR_MESSAGES.default;
  }
  return FILE_AI_ERROR_MESSAGES.default;
}
