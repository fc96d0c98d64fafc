import { classroom, type classroom_v1 } from '@googleapis/classroom';
import type { AddOnContext, ClassroomItemType } from '@quizset/domain';
import type { OAuth2Client } from 'google-auth-library';

/**
 * The one door to Google Classroom (issue 11 "Where Google is reached"): `@googleapis/classroom` v1
 * with CLASSROOM_ROOT_URL as its root, authorized by a user's google-auth-library client (which
 * refreshes an expired token and retries a 401 once by itself). Every Classroom call of the product
 * is a function of this module; errors are Google's (gaxios) errors, read by classify-error.ts.
 */
export interface ClassroomApi {
  api: classroom_v1.Classroom;
}

export function createClassroomApi({ auth, rootUrl }: { auth: OAuth2Client; rootUrl: string }): ClassroomApi {
  // No automatic retries: a grade patch that fails goes back to the outbox, which owns the backoff.
  return { api: classroom({ version: 'v1', auth, rootUrl, retry: false }) };
}

/**
 * Body of `addOnAttachments.create` (classroom.md "Calls"): `studentWorkReviewUri` and `maxPoints`
 * only for courseWork that supports student work (issue 18 item 3; Google refuses them elsewhere).
 */
export interface AddOnAttachmentRequest {
  title: string;
  teacherViewUri: { uri: string };
  studentViewUri: { uri: string };
  studentWorkReviewUri?: { uri: string };
  maxPoints?: number;
}

/**
 * `courses.{courseWork|courseWorkMaterials|announcements}.getAddOnContext` for the signed-in Google
 * user; `addOnToken` only in the discovery iframe, `attachmentId` in the others.
 */
export async function getAddOnContext(
  { api }: ClassroomApi,
  params: {
    courseId: string;
    itemId: string;
    itemType: ClassroomItemType;
    addOnToken?: string;
    attachmentId?: string;
  },
): Promise<AddOnContext> {
  const { itemType, ...query } = params;
  const response = await resourceOf(api, itemType).getAddOnContext(query);
  return response.data;
}

/** The `courses.*` resource of an item type: each type has its own endpoints (issue 18 item 3). */
function resourceOf(api: classroom_v1.Classroom, itemType: ClassroomItemType) {
  return itemType === 'announcements'
    ? api.courses.announcements
    : itemType === 'courseWorkMaterials'
      ? api.courses.courseWorkMaterials
      : api.courses.courseWork;
}

/**
 * `courses.{itemType}.addOnAttachments.get` (student or teacher scope): the attachment with its
 * `copyHistory`, how a copied attachment names the one it came from (issue 18 item 1, Google's
 * "Handle copied content").
 */
export async function getAddOnAttachment(
  { api }: ClassroomApi,
  params: { courseId: string; itemId: string; itemType: ClassroomItemType; attachmentId: string },
): Promise<classroom_v1.Schema$AddOnAttachment> {
  const { itemType, ...ids } = params;
  const response = await resourceOf(api, itemType).addOnAttachments.get(ids);
  return response.data;
}

/**
 * `courses.{courseWork|courseWorkMaterials|announcements}.addOnAttachments.create` (spec §7, issue 18
 * item 3: the item type chooses the endpoint); answers Classroom's attachment.
 */
export async function createAddOnAttachment(
  { api }: ClassroomApi,
  params: {
    courseId: string;
    itemId: string;
    itemType: ClassroomItemType;
    addOnToken: string;
    attachment: AddOnAttachmentRequest;
  },
): Promise<classroom_v1.Schema$AddOnAttachment> {
  const response = await resourceOf(api, params.itemType).addOnAttachments.create({
    courseId: params.courseId,
    itemId: params.itemId,
    addOnToken: params.addOnToken,
    requestBody: params.attachment,
  });
  return response.data;
}

/**
 * `courses.courseWork.addOnAttachments.studentSubmissions.patch` with `updateMask=pointsEarned`: sets
 * one student's grade (teacher credentials, classroom.md "Grade passback").
 */
export async function patchPointsEarned(
  { api }: ClassroomApi,
  params: {
    courseId: string;
    itemId: string;
    attachmentId: string;
    submissionId: string;
    pointsEarned: number;
  },
): Promise<void> {
  const { pointsEarned, ...ids } = params;
  await api.courses.courseWork.addOnAttachments.studentSubmissions.patch({
    ...ids,
    updateMask: 'pointsEarned',
    requestBody: { pointsEarned },
  });
}
