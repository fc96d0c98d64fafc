import { CLASSROOM_ERROR_CODES } from '@quizset/domain';
import { AppError, msg } from '../../../lib/app-error';
import { isInvalidGrant } from '../google-auth/google-credentials';

/** How a failed Google call is handled (spec §8 rows, plus whether a grade patch may be retried). */
export type GoogleFailure =
  | { kind: 'authExpired' }
  | { kind: 'authError' }
  | { kind: 'notTeacher' }
  | { kind: 'invalidAccess' }
  | { kind: 'upstream'; retryable: boolean };

function statusOf(error: unknown): number | null {
  const candidate = error as { status?: unknown; response?: { status?: unknown }; code?: unknown };
  for (const value of [candidate?.response?.status, candidate?.status, candidate?.code])
    if (typeof value === 'number') return value;
  if (typeof candidate?.code === 'string' && /^\d{3}$/.test(candidate.code)) return Number(candidate.code);
  return null;
}

/** Google's ErrorInfo reason for a token lacking the method's scope. */
function isScopeInsufficient(error: unknown): boolean {
  const details = (error as { response?: { data?: { error?: { details?: unknown } } } })?.response?.data
    ?.error?.details;
  return (
    Array.isArray(details) &&
    details.some((detail) => (detail as { reason?: unknown })?.reason === 'ACCESS_TOKEN_SCOPE_INSUFFICIENT')
  );
}

/**
 * Reads an error thrown by `@googleapis/classroom` / google-auth-library:
 * - `invalid_grant` from the token endpoint → authExpired (the refresh token is gone);
 * - 401 → authError (Google refused the credentials even after one refresh);
 * - 403 for a token without the method's scope (ACCESS_TOKEN_SCOPE_INSUFFICIENT: signed in for the other
 *   role, issue 18 item 4) → authError, so the page signs in again asking for its role's scope;
 * - 403 → notTeacher (the user may not do this in the course: not its teacher, spec §8 "any other");
 * - 400 / 404 → invalidAccess (the launch parameters or addOnToken do not name a usable item);
 * - 408 / 429 / 5xx / no answer at all → upstream, retryable; other statuses → upstream, final.
 */
export function classifyGoogleError(error: unknown): GoogleFailure {
  if (isInvalidGrant(error)) return { kind: 'authExpired' };
  const status = statusOf(error);
  if (status === 401) return { kind: 'authError' };
  if (status === 403 && isScopeInsufficient(error)) return { kind: 'authError' };
  if (status === 403) return { kind: 'notTeacher' };
  if (status === 400 || status === 404) return { kind: 'invalidAccess' };
  if (status === null || status === 408 || status === 429 || status >= 500)
    return { kind: 'upstream', retryable: true };
  return { kind: 'upstream', retryable: false };
}

/** The API error (envelope code of packages/domain CLASSROOM_ERROR_CODES) for a failed Google call. */
export function toClassroomAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const failure = classifyGoogleError(error);
  switch (failure.kind) {
    case 'authExpired':
      return new AppError(CLASSROOM_ERROR_CODES.authExpired, msg('classroom.authExpired'));
    case 'authError':
      return new AppError(CLASSROOM_ERROR_CODES.authError, msg('classroom.authError'));
    case 'notTeacher':
      return new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notTeacher'));
    case 'invalidAccess':
      return new AppError(CLASSROOM_ERROR_CODES.invalidAccess, msg('classroom.invalidAccess'));
    default:
      return new AppError(CLASSROOM_ERROR_CODES.upstream, msg('classroom.upstream'));
  }
}
