import type { CreateAddOnAttachmentBody } from '@quizset/domain';
import { apiRequest } from '../../lib/api-client';

/** Calls of the Classroom add-on (api.md "Classroom add-on", issue 11). */

/** GET /api/classroom/status: whether "Sign in with Google" is configured on this server. */
export async function fetchClassroomStatus(): Promise<{ googleSignIn: boolean }> {
  const { data } = await apiRequest<{ data: { googleSignIn: boolean } }>('/api/classroom/status');
  return data;
}

/**
 * Starts Google sign-in (better-auth's social sign-in) and leaves the page for Google's consent
 * screen; Google comes back to `callbackUrl`. `loginHint` is Classroom's `login_hint`, so the
 * account signed in to Classroom is chosen without a prompt.
 */
export async function startGoogleSignIn({
  callbackUrl,
  loginHint,
  target = window,
}: {
  callbackUrl: string;
  loginHint?: string | null;
  /** The window that goes to Google (a popup inside Classroom's iframe). */
  target?: Window;
}): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: callbackUrl,
      errorCallbackURL: `/login?${new URLSearchParams({ callbackUrl }).toString()}`,
      ...(loginHint ? { loginHint } : {}),
    },
  });
  target.location.assign(url);
}

export interface CreatedAttachment {
  id: string;
  courseId: string;
  itemId: string;
  title: string;
  maxPoints: number | null;
}

/** POST /api/classroom/courses/{courseId}/courseWork/{itemId}/addOnAttachments?addOnToken=… */
export async function createClassroomAttachment({
  courseId,
  itemId,
  addOnToken,
  body,
}: {
  courseId: string;
  itemId: string;
  addOnToken: string;
  body: CreateAddOnAttachmentBody;
}): Promise<CreatedAttachment> {
  const path = `/api/classroom/courses/${encodeURIComponent(courseId)}/courseWork/${encodeURIComponent(itemId)}/addOnAttachments?${new URLSearchParams({ addOnToken }).toString()}`;
  const { data } = await apiRequest<{ data: CreatedAttachment }>(path, { method: 'POST', body });
  return data;
}

/** The room an assignment points at: its entry id names the play, review and teacher pages. */
export interface AssignmentRoom {
  entryMapHashId: string;
}

/**
 * Opens the quiz room the assignment's students will play (issue 11 "creates the quiz room") with
 * `POST /api/quizsets/{id}/rooms` (docs/rooms-api.md). Students come in through Classroom with their
 * own accounts, so no guests; a graded assignment is played once, so no retries (the teacher may
 * allow them later in the room panel).
 */
export async function openRoomForAssignment({ quizSetId }: { quizSetId: string }): Promise<AssignmentRoom> {
  const { data } = await apiRequest<{ data: { entryMapHashId: string } }>(
    `/api/quizsets/${encodeURIComponent(quizSetId)}/rooms`,
    { method: 'POST', body: { allowGuests: false, allowRetries: false } },
  );
  return { entryMapHashId: data.entryMapHashId };
}

/** The three iframe URIs of an attachment (classroom.md "Iframes Classroom opens"). */
export function attachmentUris(
  origin: string,
  room: AssignmentRoom,
): Omit<CreateAddOnAttachmentBody, 'title' | 'maxPoints'> {
  const query = new URLSearchParams({ entryMapHashId: room.entryMapHashId }).toString();
  return {
    teacherViewUri: { uri: `${origin}/google-classroom/teacher-view?${query}` },
    studentViewUri: { uri: `${origin}/google-classroom/play-bridge?${query}` },
    studentWorkReviewUri: { uri: `${origin}/google-classroom/student-work-review?${query}` },
  };
}
