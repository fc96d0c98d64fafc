import { type AddOnRole, addOnRoleOf, CLASSROOM_ERROR_CODES, type ClassroomItemType } from '@quizset/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classroomCourseTeachers, user } from '../../db/schema';
import type { GoogleEnv } from '../../env';
import { AppError, msg } from '../../lib/app-error';
import { toClassroomAppError } from './classroom-api/classify-error';
import { createClassroomApi, getAddOnContext } from './classroom-api/classroom-client';
import { getGoogleAuthClient } from './google-auth/google-credentials';
import type { TokenCipher } from './google-auth/token-cipher';
import { requeueFailedPassbacks } from './grade-passback/requeue-failed-passbacks';

/**
 * Records a confirmed teacher of a course (issue 18 item 5) — whose offline grant may pass the
 * course's grades back. A teacher confirmed for the first time drives the course's FAILED grades
 * again (a new grant to send them with); one seen before does not, so the teacher view still lists
 * the grades that failed with a "send again" button. Each Google sign-in of a known teacher drives
 * them again too (googleAccountHooks).
 */
async function rememberCourseTeacher(db: Db, courseId: string, userId: string): Promise<void> {
  const added = await db
    .insert(classroomCourseTeachers)
    .values({ courseId, userId })
    .onConflictDoNothing()
    .returning({ userId: classroomCourseTeachers.userId });
  if (added.length > 0) {
    await requeueFailedPassbacks(db, { courseId });
    return;
  }
  await db
    .update(classroomCourseTeachers)
    .set({ seenAt: new Date() })
    .where(and(eq(classroomCourseTeachers.courseId, courseId), eq(classroomCourseTeachers.userId, userId)));
}

export interface ClassroomRole {
  role: AddOnRole;
  /** A student's submission id (studentContext), null for a teacher. */
  submissionId: string | null;
  supportsStudentWork: boolean;
}

/**
 * Who the caller is in a Classroom item (issue 11 "checks the role with getAddOnContext"): each
 * add-on iframe asks on opening, with the caller's Google token; the discovery iframe passes its
 * addOnToken, the others their attachmentId. A teacher of the item whose account has no user type yet
 * becomes a TEACHER account (issue 18 item 7).
 * @throws AppError CLASSROOM_INVALID_ACCESS (no Google sign-in, unknown item), CLASSROOM_NOT_TEACHER
 *   (neither teacher nor student of the item, 403 from Google), CLASSROOM_AUTH_ERROR,
 *   GOOGLE_AUTH_EXPIRED, CLASSROOM_ERROR (spec §8).
 */
export async function getClassroomRole(
  db: Db,
  params: {
    userId: string;
    courseId: string;
    itemId: string;
    itemType: ClassroomItemType;
    addOnToken?: string;
    attachmentId?: string;
    google: GoogleEnv;
    cipher: TokenCipher;
  },
): Promise<ClassroomRole> {
  const { userId, google, cipher, ...query } = params;
  const { client } = await getGoogleAuthClient(db, { userId, google, cipher });
  try {
    const context = await getAddOnContext(
      createClassroomApi({ auth: client, rootUrl: google.classroomRootUrl }),
      query,
    );
    const role = addOnRoleOf(context);
    if (!role) throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notTeacher'));
    // A first-time teacher (a new Google sign-up has no user type) is a teacher because Classroom
    // says so (issue 18 item 7). Never changes a type the user chose, and never makes a student.
    if (role === 'TEACHER') {
      await db
        .update(user)
        .set({ userType: 'TEACHER' })
        .where(and(eq(user.id, userId), isNull(user.userType)));
      await rememberCourseTeacher(db, query.courseId, userId);
    }
    return {
      role,
      submissionId: role === 'STUDENT' ? (context.studentContext?.submissionId ?? null) : null,
      supportsStudentWork: context.supportsStudentWork === true,
    };
  } catch (error) {
    throw toClassroomAppError(error);
  }
}
