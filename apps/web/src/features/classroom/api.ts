import {
  type AttachmentTeacherView,
  type ClassroomItemType,
  type ClassroomSignInRole,
  type CreateAddOnAttachmentBody,
  classroomScopesFor,
} from '@quizset/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { AttemptReview } from '../rooms/api';
import type { AttachmentLaunch } from './iframe-launch';

/** Calls of the Classroom add-on (api.md "Classroom add-on", issue 11). */

/** GET /api/classroom/status: whether "Sign in with Google" is configured on this server. */
export async function fetchClassroomStatus(): Promise<{ googleSignIn: boolean }> {
  const { data } = await apiRequest<{ data: { googleSignIn: boolean } }>('/api/classroom/status');
  return data;
}

/**
 * Starts Google sign-in (better-auth's social sign-in) and leaves the page for Google's consent
 * screen; Google comes back to `callbackUrl`. `loginHint` is Classroom's `login_hint`, so the
 * account signed in to Classroom is chosen without a prompt. Inside Classroom's iframe this runs in
 * the sign-in popup (popup-sign-in-page.tsx), so its state cookie is first-party. `role` chooses the
 * one add-on scope asked for (issue 18 item 4): none outside the add-on.
 */
export async function startGoogleSignIn({
  callbackUrl,
  loginHint,
  role,
}: {
  callbackUrl: string;
  loginHint?: string | null;
  role?: ClassroomSignInRole | null;
}): Promise<void> {
  const scopes = classroomScopesFor(role);
  const { url } = await apiRequest<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: callbackUrl,
      errorCallbackURL: `/login?${new URLSearchParams({ callbackUrl }).toString()}`,
      ...(loginHint ? { loginHint } : {}),
      ...(scopes.length > 0 ? { scopes } : {}),
    },
  });
  window.location.assign(url);
}

/**
 * `GET /api/classroom/login-hint`: resolves when Classroom's `login_hint` names the signed-in Google
 * account; an ApiError CLASSROOM_ACCOUNT_MISMATCH (409) when not (issue 18 item 2).
 */
export async function checkLoginHint(loginHint: string): Promise<null> {
  await apiRequest<unknown>(`/api/classroom/login-hint?${new URLSearchParams({ loginHint }).toString()}`);
  return null;
}

/** `POST /api/classroom/session-handoffs`: a one-time code for this session (the popup's side). */
export async function createSessionHandoff(): Promise<string> {
  const { data } = await apiRequest<{ data: { code: string } }>('/api/classroom/session-handoffs', {
    method: 'POST',
  });
  return data.code;
}

/** `POST /api/classroom/session-handoffs/claim`: the iframe gets the session as its own cookie. */
export async function claimSessionHandoff(code: string): Promise<void> {
  await apiRequest('/api/classroom/session-handoffs/claim', { method: 'POST', body: { code } });
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
 * `POST /api/quizsets/{id}/rooms` (docs/api.md). Students come in through Classroom with their
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

/** The caller's role in a Classroom item (`GET …/addOnContext`, docs/api.md). */
export interface ClassroomRole {
  role: 'TEACHER' | 'STUDENT';
  submissionId: string | null;
}

/**
 * `GET /api/classroom/courses/{courseId}/{itemType}/{itemId}/addOnContext`: Classroom's answer to
 * who the caller is in this item (getAddOnContext with their Google token). The discovery iframe
 * passes its `addOnToken`, the attachment iframes their `attachmentId`.
 */
export function useClassroomRole(
  item: {
    courseId: string;
    itemType: ClassroomItemType;
    itemId: string;
    addOnToken?: string;
    attachmentId?: string;
  },
  enabled: boolean,
) {
  const query = new URLSearchParams();
  if (item.addOnToken) query.set('addOnToken', item.addOnToken);
  if (item.attachmentId) query.set('attachmentId', item.attachmentId);
  const path = `/api/classroom/courses/${encodeURIComponent(item.courseId)}/${item.itemType}/${encodeURIComponent(item.itemId)}/addOnContext?${query.toString()}`;
  return useQuery({
    queryKey: queryKeys.classroomRole(path),
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiRequest<{ data: ClassroomRole }>(path, { signal }).then((r) => r.data),
  });
}

/** The play bridge's attempt, in the attachment's own room (a copied attachment's differs from the URL's). */
export interface ClassroomJoin {
  attemptId: string;
  questionOrder: string[];
  resumed: boolean;
  entryMapHashId: string;
  /** False for a material or an announcement: the play sends no grade (issue 18 item 3). */
  graded: boolean;
}

/**
 * `POST /api/classroom/rooms/{entryMapHashId}/attempts` (the play bridge): starts, resumes or (after
 * finishing, without retries) gives back the student's attempt linked to their submission.
 */
export function joinClassroomRoom(params: {
  entryMapHashId: string;
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  attachmentId: string;
  /** Classroom's login_hint: the server refuses a session of another Google account (issue 18 item 2). */
  loginHint: string | null;
}): Promise<ClassroomJoin> {
  const { entryMapHashId, loginHint, ...rest } = params;
  const body = loginHint ? { ...rest, loginHint } : rest;
  return apiRequest<{ data: ClassroomJoin }>(
    `/api/classroom/rooms/${encodeURIComponent(entryMapHashId)}/attempts`,
    { method: 'POST', body },
  ).then((r) => r.data);
}

/**
 * `GET /api/classroom/rooms/{entryMapHashId}/submissions/{submissionId}`: null before they played.
 * The iframe's launch goes along, so any teacher of the course may look and a copy reviews its own
 * room (issue 18 items 1 and 5).
 */
export function useSubmissionReview(
  launch: {
    entryMapHashId: string;
    submissionId: string;
    courseId: string;
    itemId: string;
    itemType: ClassroomItemType;
    attachmentId: string;
    loginHint: string | null;
  },
  enabled: boolean,
) {
  const { entryMapHashId, submissionId, loginHint, ...ids } = launch;
  const query = new URLSearchParams({ ...ids, ...(loginHint ? { loginHint } : {}) }).toString();
  return useQuery({
    queryKey: queryKeys.classroomSubmission(entryMapHashId, `${submissionId}?${query}`),
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AttemptReview | null }>(
        `/api/classroom/rooms/${encodeURIComponent(entryMapHashId)}/submissions/${encodeURIComponent(submissionId)}?${query}`,
        { signal },
      ).then((r) => r.data),
  });
}

/**
 * How often the teacher view asks again while students play. Slower than the results page's 3 s:
 * each ask checks the teacher's role with Google (getAddOnContext), and Google counts the calls.
 */
export const TEACHER_VIEW_INTERVAL_MS = 10_000;

function attachmentPath(launch: AttachmentLaunch, tail: string): string {
  const query = new URLSearchParams({
    entryMapHashId: launch.entryMapHashId,
    ...(launch.loginHint ? { loginHint: launch.loginHint } : {}),
  }).toString();
  return `/api/classroom/courses/${encodeURIComponent(launch.courseId)}/${launch.itemType}/${encodeURIComponent(launch.itemId)}/addOnAttachments/${encodeURIComponent(launch.attachmentId)}/${tail}?${query}`;
}

/**
 * `GET …/addOnAttachments/{attachmentId}/teacher-view` (issue 18 item 5): for any teacher of the
 * course as Classroom says; refreshed every TEACHER_VIEW_INTERVAL_MS while the page is visible.
 */
export function useAttachmentTeacherView(launch: AttachmentLaunch) {
  const path = attachmentPath(launch, 'teacher-view');
  return useQuery({
    queryKey: queryKeys.classroomTeacherView(path),
    retry: false,
    refetchInterval: TEACHER_VIEW_INTERVAL_MS,
    refetchIntervalInBackground: false,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AttachmentTeacherView }>(path, { signal }).then((r) => r.data),
  });
}

/**
 * `POST …/addOnAttachments/{attachmentId}/grades/send-again`: the failed grades (one submission's, or
 * all) are due again; the teacher view is read again after.
 */
export function useSendGradesAgain(launch: AttachmentLaunch) {
  const queryClient = useQueryClient();
  const path = attachmentPath(launch, 'grades/send-again');
  return useMutation({
    mutationFn: (submissionId: string | null) =>
      apiRequest<{ data: { requeued: number } }>(path, {
        method: 'POST',
        body: submissionId ? { submissionId } : {},
      }).then((r) => r.data),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.classroomTeacherView(attachmentPath(launch, 'teacher-view')),
      }),
  });
}
