/**
 * Facts of the Google Classroom add-on (spec §1 "classroom add-on integration", §9; the API facts are
 * in ../shared/design/classroom.md).
 */

/** OAuth scopes requested at Google sign-in, beside `openid email profile` (classroom.md "Scopes"). */
export const CLASSROOM_ADDON_SCOPES = [
  'https://www.googleapis.com/auth/classroom.addons.teacher',
  'https://www.googleapis.com/auth/classroom.addons.student',
] as const;

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
