import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { addOnRoleOf, hasAddOnRole } from './add-on-context';
import { validateAssignmentForm } from './assignment';
import { CLASSROOM_STUDENT_SCOPE, CLASSROOM_TEACHER_SCOPE, classroomScopesFor } from './constants';
import { CLASSROOM_ERROR_CODES, classroomFailureKindOf } from './failure';
import { scalePointsEarned } from './grade';

describe('scalePointsEarned (issue 11 grade passback)', () => {
  it('scales the room score to maxPoints', () => {
    expect(scalePointsEarned({ score: 7, maxScore: 10, maxPoints: 100 })).toBe(70);
    expect(scalePointsEarned({ score: 10, maxScore: 10, maxPoints: 5 })).toBe(5);
    expect(scalePointsEarned({ score: 0, maxScore: 10, maxPoints: 5 })).toBe(0);
  });

  it('rounds to two decimals, half away from zero', () => {
    expect(scalePointsEarned({ score: 1, maxScore: 3, maxPoints: 10 })).toBe(3.33);
    expect(scalePointsEarned({ score: 2, maxScore: 3, maxPoints: 10 })).toBe(6.67);
    // 1/8 of 0.1 = 0.0125 → 0.01; 3/8 of 0.1 = 0.0375 → 0.04 (the .5 edge goes up)
    expect(scalePointsEarned({ score: 3, maxScore: 8, maxPoints: 0.1 })).toBe(0.04);
    expect(scalePointsEarned({ score: 1, maxScore: 200, maxPoints: 1 })).toBe(0.01);
  });

  it('clamps scores outside 0…maxScore and gives 0 for a room without points', () => {
    expect(scalePointsEarned({ score: 12, maxScore: 10, maxPoints: 20 })).toBe(20);
    expect(scalePointsEarned({ score: -3, maxScore: 10, maxPoints: 20 })).toBe(0);
    expect(scalePointsEarned({ score: 0, maxScore: 0, maxPoints: 20 })).toBe(0);
  });

  it('refuses non-finite numbers and non-positive maxPoints', () => {
    expect(() => scalePointsEarned({ score: Number.NaN, maxScore: 10, maxPoints: 20 })).toThrow(RangeError);
    expect(() => scalePointsEarned({ score: 1, maxScore: Infinity, maxPoints: 20 })).toThrow(RangeError);
    expect(() => scalePointsEarned({ score: 1, maxScore: 10, maxPoints: 0 })).toThrow(RangeError);
  });
});

describe('addOnRoleOf (getAddOnContext role check, spec §6)', () => {
  it('reads teacher and student contexts', () => {
    expect(addOnRoleOf({ teacherContext: {} })).toBe('TEACHER');
    expect(addOnRoleOf({ studentContext: { submissionId: 's1' } })).toBe('STUDENT');
    expect(addOnRoleOf({ teacherContext: {}, studentContext: {} })).toBe('TEACHER');
  });

  it('gives null for neither, null contexts and no answer', () => {
    expect(addOnRoleOf({})).toBeNull();
    expect(addOnRoleOf({ teacherContext: null, studentContext: null })).toBeNull();
    expect(addOnRoleOf(null)).toBeNull();
    expect(hasAddOnRole({ studentContext: {} }, 'TEACHER')).toBe(false);
    expect(hasAddOnRole({ teacherContext: {} }, 'TEACHER')).toBe(true);
  });
});

describe('classroomFailureKindOf (spec §8 Classroom rows)', () => {
  it('maps each code to its dialog', () => {
    expect(classroomFailureKindOf(CLASSROOM_ERROR_CODES.invalidAccess)).toBe('invalidAccess');
    expect(classroomFailureKindOf(CLASSROOM_ERROR_CODES.authError)).toBe('authError');
    expect(classroomFailureKindOf('UNAUTHENTICATED')).toBe('authError');
    expect(classroomFailureKindOf(CLASSROOM_ERROR_CODES.authExpired)).toBe('authExpired');
    expect(classroomFailureKindOf(CLASSROOM_ERROR_CODES.notTeacher)).toBe('other');
    expect(classroomFailureKindOf(CLASSROOM_ERROR_CODES.upstream)).toBe('other');
    expect(classroomFailureKindOf('INTERNAL')).toBe('other');
    expect(classroomFailureKindOf(null)).toBe('other');
  });
});

describe('validateAssignmentForm (create-assignment dialog)', () => {
  it('accepts a title and whole max points', () => {
    expect(validateAssignmentForm({ title: 'Week 3 quiz', maxPoints: 100 })).toEqual([]);
  });

  it('names the field and message of each broken rule', () => {
    const issues = validateAssignmentForm({ title: '   ', maxPoints: 0 });
    expect(issues.map((issue) => issue.field)).toEqual(['title', 'maxPoints']);
    expect(formatMessage(issues[0]!.key, 'en', issues[0]!.params)).toBe('Assignment title is required');
    expect(formatMessage(issues[1]!.key, 'en', issues[1]!.params)).toBe(
      'Max points must be a whole number from 1 to 1000',
    );
    expect(validateAssignmentForm({ title: 'x'.repeat(1001), maxPoints: 2.5 })).toHaveLength(2);
  });
});

describe('issue 18: account mismatch and scopes by role', () => {
  it('reads CLASSROOM_ACCOUNT_MISMATCH as its own failure kind', () => {
    expect(classroomFailureKindOf('CLASSROOM_ACCOUNT_MISMATCH')).toBe('accountMismatch');
  });
  it('asks a student only for the student scope, a teacher only for the teacher scope', () => {
    expect(classroomScopesFor('STUDENT')).toEqual([CLASSROOM_STUDENT_SCOPE]);
    expect(classroomScopesFor('TEACHER')).toEqual([CLASSROOM_TEACHER_SCOPE]);
    expect(classroomScopesFor(null)).toEqual([]);
  });
});
