/**
 * Facts of the Google Classroom add-on (spec §1 "classroom add-on integration", §9; the API facts are
 * in ../shared/design/classroom.md).
 */

/** The add-on's teacher scope: getAddOnContext, addOnAttachments.create, studentSubmissions.patch. */
export const CLASSROOM_TEACHER_SCOPE = 'https://www.googleapis.com/auth/classroom.addons.teacher';
/** The add-on's student scope: getAddOnContext and addOnAttachments.get for a student. */
export const CLASSROOM_STUDENT_SCOPE = 'https://www.googleapis.com/auth/classroom.addons.student';

/**
 * Every OAuth scope the product may ask Google for, beside `openid email profile` (classroom.md
 * "Scopes"); the Marketplace SDK's scope list must be exactly these (README "Google Classroom add-on").
 */
export const CLASSROOM_ADDON_SCOPES = [CLASSROOM_TEACHER_SCOPE, CLASSROOM_STUDENT_SCOPE] as const;

/** Who an add-on page signs in: the teacher pages, or the student's play bridge (issue 18 item 4). */
export type ClassroomSignInRole = 'TEACHER' | 'STUDENT';

/**
 * The add-on scope a sign-in asks for, by the page's role (issue 18 item 4; Google's grade-passback
 * walkthrough: "you shouldn't grant teacher scope to student users"): students only the student
 * scope, teachers only the teacher scope; a sign-in outside the add-on asks for neither.
 */
export function classroomScopesFor(role: ClassroomSignInRole | null | undefined): string[] {
  if (role === 'TEACHER') return [CLASSROOM_TEACHER_SCOPE];
  if (role === 'STUDENT') return [CLASSROOM_STUDENT_SCOPE];
  return [];
}

/** The `itemType` Classroom appends to every iframe URL; only `courseWork` takes grades. */
export const CLASSROOM_ITEM_TYPES = ['courseWork', 'courseWorkMaterials', 'announcements'] as const;
export type ClassroomItemType = (typeof CLASSROOM_ITEM_TYPES)[number];

/** spec §9 "create-assignment dialog closes after 300 ms". */
export const CREATE_ASSIGNMENT_CLOSE_DELAY_MS = 300;

/** The message that asks Classroom to close the add-on iframe (classroom.md "Closing the iframe"). */
export const CLASSROOM_CLOSE_IFRAME_MESSAGE = { type: 'Classroom', action: 'closeIframe' } as const;

/** `title` of `addOnAttachments.create`: 1–1000 characters (classroom.md "Calls"). */
export const ASSIGNMENT_TITLE_MAX_LENGTH = 1000;
/**
 * Max points: Classroom needs a non-zero value for grade passback; this product asks for a whole
 * number up to 1000 (docs/spec-decisions.md "§7 Classroom").
 */
export const ASSIGNMENT_MAX_POINTS_MIN = 1;
export const ASSIGNMENT_MAX_POINTS_MAX = 1000;
export const ASSIGNMENT_DEFAULT_MAX_POINTS = 100;
