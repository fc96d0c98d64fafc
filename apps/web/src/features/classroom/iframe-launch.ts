import { CLASSROOM_ITEM_TYPES, type ClassroomItemType } from '@quizset/domain';

/**
 * What Classroom appends to the three iframe URIs of an attachment (classroom.md "Iframes Classroom
 * opens"): `courseId`, `itemId`, `itemType`, `attachmentId` (and `submissionId` in the Student Work
 * Review), `login_hint`; our own `entryMapHashId` was in the URI we gave it.
 */
export interface AttachmentLaunch {
  entryMapHashId: string;
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  attachmentId: string;
  /** Only in the Student Work Review iframe. */
  submissionId: string | null;
  loginHint: string | null;
}

/** Which iframe: the teacher's view, the student's play, or the teacher's review of one student. */
export type AttachmentPage = 'teacherView' | 'playBridge' | 'studentWorkReview';

/** Our room ids (rooms/ids.ts on the server): 12 letters and digits. */
const ROOM_ID = /^[A-Za-z0-9]{12}$/;

/**
 * The launch of an attachment iframe, or null when a parameter it needs is missing or malformed
 * (spec §8 "missing landing context" → the invalid-access dialog). The Student Work Review needs
 * `submissionId`; `itemType` defaults to `courseWork`, the only kind that takes student work.
 */
export function readAttachmentLaunch(search: URLSearchParams, page: AttachmentPage): AttachmentLaunch | null {
  const entryMapHashId = search.get('entryMapHashId') ?? '';
  const courseId = search.get('courseId');
  const itemId = search.get('itemId');
  const attachmentId = search.get('attachmentId');
  const itemType = (search.get('itemType') ?? 'courseWork') as ClassroomItemType;
  const submissionId = search.get('submissionId');
  if (!ROOM_ID.test(entryMapHashId) || !courseId || !itemId || !attachmentId) return null;
  if (!CLASSROOM_ITEM_TYPES.includes(itemType)) return null;
  if (page === 'studentWorkReview' && !submissionId) return null;
  return {
    entryMapHashId,
    courseId,
    itemId,
    itemType,
    attachmentId,
    submissionId: page === 'studentWorkReview' ? submissionId : null,
    loginHint: search.get('login_hint'),
  };
}
