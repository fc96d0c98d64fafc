import { CLASSROOM_ERROR_CODES, type GradeErrorReason } from '@quizset/domain';
import { AppError } from '../../../lib/app-error';
import { classifyGoogleError } from '../classroom-api/classify-error';

/**
 * Why a grade patch failed, as our own reason (packages/domain GRADE_ERROR_REASONS), for the outbox
 * row's `last_error` and the teacher view, which shows it in the teacher's language. Google's message
 * (English, and possibly naming ids) is never stored or shown: the worker logs it (describeGradeError).
 * Our AppErrors map by code; Google's errors by classifyGoogleError (spec §8 rows).
 */
export function gradeErrorReason(error: unknown): GradeErrorReason {
  if (error instanceof AppError) {
    if (error.code === CLASSROOM_ERROR_CODES.authExpired) return 'AUTH_EXPIRED';
    if (error.code === CLASSROOM_ERROR_CODES.authError) return 'AUTH_ERROR';
    if (error.code === CLASSROOM_ERROR_CODES.notTeacher) return 'NOT_TEACHER';
    if (error.code === CLASSROOM_ERROR_CODES.invalidAccess) return 'INVALID_ACCESS';
    if (error.code === CLASSROOM_ERROR_CODES.upstream) return 'GOOGLE_UNAVAILABLE';
    if (error.code === 'NOT_FOUND') return 'ATTACHMENT_MISSING';
    return 'UNKNOWN';
  }
  const failure = classifyGoogleError(error);
  switch (failure.kind) {
    case 'authExpired':
      return 'AUTH_EXPIRED';
    case 'authError':
      return 'AUTH_ERROR';
    case 'notTeacher':
      return 'NOT_TEACHER';
    case 'invalidAccess':
      return 'INVALID_ACCESS';
    default:
      return failure.retryable ? 'GOOGLE_UNAVAILABLE' : 'GOOGLE_REFUSED';
  }
}

/** The raw failure for the log: Google's status and message (at most 300 characters), or our code. */
export function describeGradeError(error: unknown): string {
  if (error instanceof AppError) return error.code;
  const status = (error as { status?: unknown })?.status;
  return `${typeof status === 'number' ? status : 'network'}: ${String((error as Error)?.message ?? error).slice(0, 300)}`;
}
