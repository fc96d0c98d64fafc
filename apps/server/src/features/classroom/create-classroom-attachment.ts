import {
  CLASSROOM_ERROR_CODES,
  type ClassroomItemType,
  type CreateAddOnAttachmentBody,
  hasAddOnRole,
  validateAssignmentForm,
} from '@quizset/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { classroomAttachments, quizRooms } from '../../db/schema';
import type { GoogleEnv } from '../../env';
import { AppError, type ErrorDetail, msg } from '../../lib/app-error';
import { canEdit, findQuizSet } from '../quizsets/get-quiz-set';
import { ROOM_ID_PATTERN } from '../rooms/ids';
import { toClassroomAppError } from './classroom-api/classify-error';
import {
  type AddOnAttachmentRequest,
  createAddOnAttachment,
  createClassroomApi,
  getAddOnContext,
} from './classroom-api/classroom-client';
import { getGoogleAuthClient } from './google-auth/google-credentials';
import type { TokenCipher } from './google-auth/token-cipher';

/** What the route answers: the attachment as Classroom created it (api.md "Classroom add-on"). */
export interface ClassroomAttachment {
  id: string;
  courseId: string;
  itemId: string;
  title: string;
  maxPoints: number | null;
  teacherViewUri: { uri: string };
  studentViewUri: { uri: string };
  /** Absent when the item takes no student work (a material, an announcement): issue 18 item 3. */
  studentWorkReviewUri?: { uri: string };
  itemType: ClassroomItemType;
}

/** The page each iframe URI must open (classroom.md "Iframes Classroom opens"). */
const URI_PATHS = {
  teacherViewUri: '/google-classroom/teacher-view',
  studentViewUri: '/google-classroom/play-bridge',
  studentWorkReviewUri: '/google-classroom/student-work-review',
} as const;

/** Cheap checks of the request, before any call to Google (common brief: cheap limits first). */
function checkRequest(
  caller: SessionUser,
  {
    addOnToken,
    body,
    publicOrigin,
  }: { addOnToken: string | undefined; body: CreateAddOnAttachmentBody; publicOrigin: string },
): string {
  // spec §6: only a teacher account creates assignments.
  if (caller.userType !== 'TEACHER')
    throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notTeacher'));
  // spec §8 "missing oauth token or landing context": the addOnToken comes only from Classroom's iframe.
  if (!addOnToken) throw new AppError(CLASSROOM_ERROR_CODES.invalidAccess, msg('classroom.invalidAccess'));
  const details: ErrorDetail[] = validateAssignmentForm({
    title: body.title,
    maxPoints: body.maxPoints ?? 1,
  }).map((issue) => ({ path: issue.field, message: msg(issue.key, issue.params) }));
  const roomIds = new Set<string | null>();
  for (const field of ['teacherViewUri', 'studentViewUri', 'studentWorkReviewUri'] as const) {
    // The iframes must open this product's Classroom pages, never a page the caller chose elsewhere.
    const uri = new URL(body[field].uri);
    if (uri.origin !== publicOrigin || uri.pathname !== URI_PATHS[field])
      details.push({ path: `${field}.uri`, message: msg('classroom.foreignUri') });
    roomIds.add(uri.searchParams.get('entryMapHashId'));
  }
  // All three pages name the same room (checked against the caller's rooms next).
  const [roomId] = roomIds;
  if (details.length === 0 && (roomIds.size !== 1 || !roomId || !ROOM_ID_PATTERN.test(roomId)))
    details.push({ path: 'studentViewUri.uri', message: msg('classroom.roomNotYours') });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]!.message, { details });
  return roomId as string;
}

/**
 * The attachment's room must be one the caller may manage (its set's owner, or an admin): a teacher
 * cannot hand another teacher's room, and so its results, to a Classroom course.
 * @throws AppError VALIDATION_FAILED (no such room, or not the caller's; the same answer for both).
 */
async function checkRoomOwner(db: Db, roomId: string, caller: SessionUser): Promise<void> {
  const [room] = await db.select().from(quizRooms).where(eq(quizRooms.id, roomId)).limit(1);
  const record = room ? await findQuizSet(db, room.quizSetId) : undefined;
  if (!record || !canEdit(record.row, caller)) {
    const message = msg('classroom.roomNotYours');
    throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'studentViewUri.uri', message }] });
  }
}

/**
 * Creates a Classroom add-on attachment on a teacher's assignment (issue 11, spec §7
 * `courses.courseWork.addOnAttachments.create`) and records it with its teacher (whose credentials
 * pass grades back later). Order: the caller's account type, the launch parameters and the body
 * (no Google call on bad input), the room the URIs name (the caller's own), the caller's Google credentials (refreshed if expired),
 * `getAddOnContext` (must be the item's teacher), then the create call on the item type's endpoint.
 * Grade fields (`studentWorkReviewUri`, `maxPoints`) are sent only for courseWork whose context says
 * `supportsStudentWork` (issue 18 item 3): a material or an announcement plays ungraded.
 * @param body title (1–1000 chars after trim), the three iframe URIs (on PUBLIC_ORIGIN), maxPoints
 *   (whole, 1–1000) when the attachment is graded. The three URIs open the Classroom pages with the
 *   same `entryMapHashId`, a room of a set the caller owns.
 * @throws AppError CLASSROOM_NOT_TEACHER (403), CLASSROOM_INVALID_ACCESS (400), VALIDATION_FAILED (400),
 *   CLASSROOM_AUTH_ERROR / GOOGLE_AUTH_EXPIRED (401), CLASSROOM_ERROR (502): spec §8.
 */
export async function createClassroomAttachment(
  db: Db,
  params: {
    caller: SessionUser;
    courseId: string;
    itemId: string;
    /** Default courseWork. */
    itemType?: ClassroomItemType;
    addOnToken: string | undefined;
    body: CreateAddOnAttachmentBody;
    google: GoogleEnv;
    publicOrigin: string;
    cipher: TokenCipher;
  },
): Promise<ClassroomAttachment> {
  const { caller, courseId, itemId, body, google, cipher } = params;
  const itemType = params.itemType ?? 'courseWork';
  const roomId = checkRequest(caller, params);
  await checkRoomOwner(db, roomId, caller);
  const addOnToken = params.addOnToken as string;
  const { client } = await getGoogleAuthClient(db, { userId: caller.id, google, cipher });
  const api = createClassroomApi({ auth: client, rootUrl: google.classroomRootUrl });
  const base = {
    title: body.title.trim(),
    teacherViewUri: { uri: body.teacherViewUri.uri },
    studentViewUri: { uri: body.studentViewUri.uri },
  };
  let created: Awaited<ReturnType<typeof createAddOnAttachment>>;
  let request: AddOnAttachmentRequest = base;
  try {
    const context = await getAddOnContext(api, { courseId, itemId, itemType, addOnToken });
    if (!hasAddOnRole(context, 'TEACHER'))
      throw new AppError(CLASSROOM_ERROR_CODES.notTeacher, msg('classroom.notTeacher'));
    if (itemType === 'courseWork' && context.supportsStudentWork === true)
      request = {
        ...base,
        studentWorkReviewUri: { uri: body.studentWorkReviewUri.uri },
        ...(body.maxPoints === undefined ? {} : { maxPoints: body.maxPoints }),
      };
    created = await createAddOnAttachment(api, {
      courseId,
      itemId,
      itemType,
      addOnToken,
      attachment: request,
    });
  } catch (error) {
    throw toClassroomAppError(error);
  }
  if (!created.id) throw new AppError(CLASSROOM_ERROR_CODES.upstream, msg('classroom.upstream'));
  await db.insert(classroomAttachments).values({
    id: created.id,
    courseId,
    itemId,
    teacherUserId: caller.id,
    title: request.title,
    maxPoints: request.maxPoints ?? null,
    teacherViewUri: request.teacherViewUri.uri,
    studentViewUri: request.studentViewUri.uri,
    // Our own record keeps the review page (the column is required); Classroom got it only when graded.
    studentWorkReviewUri: body.studentWorkReviewUri.uri,
    itemType,
    roomId,
  });
  return { id: created.id, courseId, itemId, itemType, ...request, maxPoints: request.maxPoints ?? null };
}
