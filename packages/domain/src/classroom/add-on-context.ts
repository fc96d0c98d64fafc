/** The part of `courses.*.getAddOnContext`'s answer the product reads (classroom.md "Calls"). */
export interface AddOnContext {
  courseId?: string | null;
  itemId?: string | null;
  supportsStudentWork?: boolean | null;
  teacherContext?: object | null;
  studentContext?: { submissionId?: string | null } | null;
}

export type AddOnRole = 'TEACHER' | 'STUDENT';

/**
 * Who the signed-in Google user is in this Classroom item: `teacherContext` → TEACHER,
 * `studentContext` → STUDENT, neither → null (not a member; spec §8 "any other error").
 * A context carrying both is read as TEACHER, the role Classroom checks more strictly.
 */
export function addOnRoleOf(context: AddOnContext | null | undefined): AddOnRole | null {
  if (context?.teacherContext) return 'TEACHER';
  if (context?.studentContext) return 'STUDENT';
  return null;
}

/** Whether `context` lets `role` go on (spec §6: only a teacher account creates assignments). */
export function hasAddOnRole(context: AddOnContext | null | undefined, role: AddOnRole): boolean {
  return addOnRoleOf(context) === role;
}
