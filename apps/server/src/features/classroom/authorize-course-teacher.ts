import { CLASSROOM_ERROR_CODES, type ClassroomItemType } from '@quizset/domain';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import type { GoogleEnv } from '../../env';
import { AppError, msg } from '../../lib/app-error';
import { type ClassroomApi, createClassroomApi } from './classroom-api/classroom-client';
import { type ResolvedAttachment, resolveAttachment } from './copies/resolve-attachment';
import { getClassroomRole } from './get-classroom-role';
import { checkLoginHint } from './google-auth/check-login-hint';
import { getGoogleAuthClient } from './google-auth/google-credentials';
import type { TokenCipher } from './google-auth/token-cipher';

/** What Classroom put in an attachment iframe's URL (its launch), keyed on the attachment. */
export interface AttachmentLaunch {
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  attachmentId: string;
  loginHint?: string;
}

/**
 * What a teacher page of an attachment is called with: the signed-in caller, the iframe's launch,
 * the `entryMapHashId` of the iframe's URL (`uriRoomId`; for a copy, the original's room) and what a
 * Classroom call needs (Google's env, the cipher of stored tokens).
 */
export interface CourseTeacherLaunch {
  caller: SessionUser;
  launch: AttachmentLaunch;
  uriRoomId: string;
  google: GoogleEnv;
  cipher: TokenCipher;
}

/**
 * The gate of the teacher pages of an attachment (teacher view, Student Work Review; issue 18 item
 * 5): the caller is a teacher of the course because Classroom says so (`getAddOnContext`'s
 * teacherContext, with their own Google token), not because they own the quiz set — a co-teacher
 * sees results, and an owner who left the course does not. In order: Classroom's `login_hint` names
 * the signed-in Google account (item 2), the attachment is resolved (a copy has its own room, item
 * 1), then the role.
 * @param uriRoomId the `entryMapHashId` of the iframe's URL (for a copy, the original's room).
 * @returns the attachment (with the room it plays) and a Classroom client with the teacher's token.
 * @throws AppError CLASSROOM_ACCOUNT_MISMATCH, CLASSROOM_INVALID_ACCESS, CLASSROOM_NOT_TEACHER (a
 *   student of the course, or neither), CLASSROOM_AUTH_ERROR, GOOGLE_AUTH_EXPIRED, CLASSROOM_ERROR.
 */
export async function authorizeCourseTeacher(
  db: Db,
  params: CourseTeacherLaunch,
): Promise<{ attachment: ResolvedAttachment; api: ClassroomApi }> {
  const { caller, launch, google, cipher } = params;
  await checkLoginHint(db, { userId: caller.id, loginHint: launch.loginHint, cipher });
  const clientOf = async () => {
    const { client } = await getGoogleAuthClient(db, { userId: caller.id, google, cipher });
    return createClassroomApi({ auth: client, rootUrl: google.classroomRootUrl });
  };
  const attachment = await resolveAttachment(db, { ...launch, uriRoomId: params.uriRoomId, api: clientOf });
  const { loginHint: _hint, ...ids } = launch;
  const role = await getClassroomRole(db, { userId: caller.id, ...ids, google, cipher });
  if (role.role !== 'TEACHER')
    throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notTeacher'));
  return { attachment, api: await clientOf() };
}
