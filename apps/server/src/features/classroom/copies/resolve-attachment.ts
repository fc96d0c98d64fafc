import { CLASSROOM_ERROR_CODES, type ClassroomItemType } from '@quizset/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classroomAttachments } from '../../../db/schema';
import { AppError, msg } from '../../../lib/app-error';
import { toClassroomAppError } from '../classroom-api/classify-error';
import { type ClassroomApi, getAddOnAttachment } from '../classroom-api/classroom-client';
import { openRoomForCopy } from './open-room-for-copy';

type AttachmentRow = typeof classroomAttachments.$inferSelect;

/** An attachment as the add-on pages use it: Classroom's ids, its item type, its own room, its grade. */
export interface ResolvedAttachment {
  id: string;
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  /** The room this attachment plays; for a copy, not the room its URIs name. */
  roomId: string;
  maxPoints: number | null;
  teacherUserId: string;
}

/** The `entryMapHashId` an iframe URI names, or null. */
export function roomOfUri(uri: string | null | undefined): string | null {
  if (!uri) return null;
  try {
    return new URL(uri).searchParams.get('entryMapHashId');
  } catch {
    return null;
  }
}

function toResolved(row: AttachmentRow): ResolvedAttachment {
  return {
    id: row.id,
    courseId: row.courseId,
    itemId: row.itemId,
    itemType: row.itemType as ClassroomItemType,
    roomId: row.roomId ?? roomOfUri(row.studentViewUri) ?? '',
    maxPoints: row.maxPoints,
    teacherUserId: row.teacherUserId,
  };
}

async function findAttachment(db: Db, ids: { courseId: string; itemId: string; id: string }) {
  const [row] = await db
    .select()
    .from(classroomAttachments)
    .where(
      and(
        eq(classroomAttachments.courseId, ids.courseId),
        eq(classroomAttachments.itemId, ids.itemId),
        eq(classroomAttachments.id, ids.id),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The attachment an add-on iframe was opened for (issue 18 item 1, Google's "Handle copied content").
 * One this product created (or resolved before) is read from the database, without a Google call. An
 * unknown one is read from Classroom (`addOnAttachments.get` with the caller's token, student or
 * teacher scope): when its `copyHistory` names an attachment this product knows, the copy is recorded
 * with a new room for the same set and settings (openRoomForCopy), so each class has its own results.
 * Two students opening a new copy at once both record it; the first row wins and both use its room.
 * @param uriRoomId the `entryMapHashId` of the iframe's URL: it must be the one the attachment's URI
 *   names (a copy keeps the original's URIs), so a student cannot move their grade to another room.
 * @param api the caller's Classroom client, asked only for an unknown attachment.
 * @throws AppError CLASSROOM_INVALID_ACCESS (not ours, not a copy of ours, or another room), and the
 *   Google errors of `addOnAttachments.get` (spec §8).
 */
export async function resolveAttachment(
  db: Db,
  params: {
    courseId: string;
    itemId: string;
    itemType: ClassroomItemType;
    attachmentId: string;
    uriRoomId: string;
    api: () => Promise<ClassroomApi>;
  },
): Promise<ResolvedAttachment> {
  const { courseId, itemId, itemType, attachmentId, uriRoomId } = params;
  const invalid = () => new AppError(CLASSROOM_ERROR_CODES.invalidAccess, msg('classroom.invalidAccess'));
  const known = await findAttachment(db, { courseId, itemId, id: attachmentId });
  if (known) {
    if (roomOfUri(known.studentViewUri) !== uriRoomId) throw invalid();
    return toResolved(known);
  }
  let copy: Awaited<ReturnType<typeof getAddOnAttachment>>;
  try {
    copy = await getAddOnAttachment(await params.api(), { courseId, itemId, itemType, attachmentId });
  } catch (error) {
    throw toClassroomAppError(error);
  }
  if (roomOfUri(copy.studentViewUri?.uri) !== uriRoomId) throw invalid();
  // The newest predecessor this product knows: a copy of a copy opens from the latest one we recorded.
  let source: AttachmentRow | null = null;
  for (const entry of [...(copy.copyHistory ?? [])].reverse()) {
    if (!entry.courseId || !entry.itemId || !entry.attachmentId) continue;
    source = await findAttachment(db, {
      courseId: entry.courseId,
      itemId: entry.itemId,
      id: entry.attachmentId,
    });
    if (source) break;
  }
  if (!source || roomOfUri(source.studentViewUri) !== uriRoomId) throw invalid();
  const sourceRoom = source.roomId ?? roomOfUri(source.studentViewUri);
  const roomId = sourceRoom ? await openRoomForCopy(db, sourceRoom) : null;
  if (!roomId) throw invalid();
  await db
    .insert(classroomAttachments)
    .values({
      id: attachmentId,
      courseId,
      itemId,
      itemType,
      teacherUserId: source.teacherUserId,
      title: copy.title ?? source.title,
      maxPoints: typeof copy.maxPoints === 'number' && copy.maxPoints > 0 ? copy.maxPoints : null,
      teacherViewUri: copy.teacherViewUri?.uri ?? source.teacherViewUri,
      studentViewUri: copy.studentViewUri?.uri ?? source.studentViewUri,
      studentWorkReviewUri: copy.studentWorkReviewUri?.uri ?? source.studentWorkReviewUri,
      roomId,
      copiedFromId: source.id,
    })
    .onConflictDoNothing();
  const recorded = await findAttachment(db, { courseId, itemId, id: attachmentId });
  if (!recorded) throw invalid();
  return toResolved(recorded);
}
