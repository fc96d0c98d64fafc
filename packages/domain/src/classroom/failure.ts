/**
 * Error codes the server answers for Classroom and Google-authentication failures (api.md error
 * envelope), and the spec §8 dialog each one leads to in the browser.
 */
export const CLASSROOM_ERROR_CODES = {
  /** No Google token on the account, or the Classroom launch parameters are missing. */
  invalidAccess: 'CLASSROOM_INVALID_ACCESS',
  /** Google refused the user's credentials (401 from Classroom). */
  authError: 'CLASSROOM_AUTH_ERROR',
  /** The Google token expired and could not be refreshed. */
  authExpired: 'GOOGLE_AUTH_EXPIRED',
  /** Not a teacher of the course (role check or 403 from Classroom). */
  notTeacher: 'CLASSROOM_NOT_TEACHER',
  /**
   * The signed-in Google account is not the one Classroom's `login_hint` names (issue 18 item 2,
   * add-on requirement 2.2): the page signs that session out and asks the named person to sign in.
   */
  accountMismatch: 'CLASSROOM_ACCOUNT_MISMATCH',
  /** Classroom answered another error, or could not be reached. */
  upstream: 'CLASSROOM_ERROR',
} as const;

/**
 * spec §8 rows: invalid-access dialog, sign out, invalid-teacher-account dialog, expired dialog; and
 * accountMismatch (issue 18 item 2): sign out in place and ask the person `login_hint` names.
 */
export type ClassroomFailureKind =
  | 'invalidAccess'
  | 'authError'
  | 'authExpired'
  | 'accountMismatch'
  | 'other';

/**
 * The spec §8 row of a failed Classroom call, from the error code of its answer (null: no error
 * envelope, e.g. a network failure). Every code not named by the first three rows is "any other
 * error".
 */
export function classroomFailureKindOf(code: string | null | undefined): ClassroomFailureKind {
  switch (code) {
    case CLASSROOM_ERROR_CODES.invalidAccess:
      return 'invalidAccess';
    case CLASSROOM_ERROR_CODES.authError:
    case 'UNAUTHENTICATED':
      return 'authError';
    case CLASSROOM_ERROR_CODES.authExpired:
      return 'authExpired';
    case CLASSROOM_ERROR_CODES.accountMismatch:
      return 'accountMismatch';
    default:
      return 'other';
  }
}
