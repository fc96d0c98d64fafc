import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { classifyGoogleError, toClassroomAppError } from './classify-error';

/** A gaxios-like error as @googleapis/classroom throws it. */
const httpError = (status: number) =>
  Object.assign(new Error(`status ${status}`), { status, response: { status } });

describe('classifyGoogleError (spec §8 Classroom rows)', () => {
  it('reads invalid_grant as expired authentication', () => {
    const error = Object.assign(new Error('invalid_grant'), {
      response: { status: 400, data: { error: 'invalid_grant' } },
    });
    expect(classifyGoogleError(error)).toEqual({ kind: 'authExpired' });
  });

  it('maps statuses to the spec §8 rows', () => {
    expect(classifyGoogleError(httpError(401))).toEqual({ kind: 'authError' });
    expect(classifyGoogleError(httpError(403))).toEqual({ kind: 'notTeacher' });
    expect(classifyGoogleError(httpError(400))).toEqual({ kind: 'invalidAccess' });
    expect(classifyGoogleError(httpError(404))).toEqual({ kind: 'invalidAccess' });
  });

  it('retries 429, 5xx and no answer; not other statuses', () => {
    expect(classifyGoogleError(httpError(503))).toEqual({ kind: 'upstream', retryable: true });
    expect(classifyGoogleError(httpError(429))).toEqual({ kind: 'upstream', retryable: true });
    expect(classifyGoogleError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toEqual({
      kind: 'upstream',
      retryable: true,
    });
    expect(classifyGoogleError(httpError(409))).toEqual({ kind: 'upstream', retryable: false });
  });

  it('gives each its error code; an AppError passes through', () => {
    expect(toClassroomAppError(httpError(401)).code).toBe('CLASSROOM_AUTH_ERROR');
    expect(toClassroomAppError(httpError(403)).code).toBe('CLASSROOM_NOT_TEACHER');
    expect(toClassroomAppError(httpError(404)).code).toBe('CLASSROOM_INVALID_ACCESS');
    expect(toClassroomAppError(httpError(500)).code).toBe('CLASSROOM_ERROR');
    const own = new AppError('FORBIDDEN', 'x');
    expect(toClassroomAppError(own)).toBe(own);
  });
});
