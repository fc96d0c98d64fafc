import { CLASSROOM_ITEM_TYPES, type ClassroomItemType } from '@quizset/domain';

/** What Classroom appends to the attachment-discovery iframe URL (classroom.md). */
export interface ClassroomLaunch {
  courseId: string;
  itemId: string;
  itemType: ClassroomItemType;
  addOnToken: string;
  loginHint: string | null;
}

const STORAGE_KEY = 'quizset.classroomLaunch';
const RETURN_KEY = 'quizset.classroomReturnAfterBuild';
export const DISCOVERY_PATH = '/google-classroom/attachment-discovery';

/** The launch parameters of a discovery URL; null when any required one is missing (spec §8). */
export function readLaunch(search: URLSearchParams): ClassroomLaunch | null {
  const courseId = search.get('courseId');
  const itemId = search.get('itemId');
  const itemType = search.get('itemType');
  const addOnToken = search.get('addOnToken');
  if (!courseId || !itemId || !addOnToken || !CLASSROOM_ITEM_TYPES.includes(itemType as ClassroomItemType))
    return null;
  return {
    courseId,
    itemId,
    itemType: itemType as ClassroomItemType,
    addOnToken,
    loginHint: search.get('login_hint'),
  };
}

/** A launch as the query string Classroom gave it (readLaunch reads it back). */
export function launchQuery(launch: ClassroomLaunch): string {
  return new URLSearchParams({
    courseId: launch.courseId,
    itemId: launch.itemId,
    itemType: launch.itemType,
    addOnToken: launch.addOnToken,
    ...(launch.loginHint ? { login_hint: launch.loginHint } : {}),
  }).toString();
}

/** The discovery page URL of a launch (where "build a new one" comes back to). */
export function discoveryUrl(launch: ClassroomLaunch): string {
  return `${DISCOVERY_PATH}?${launchQuery(launch)}`;
}

/**
 * This tab's sessionStorage, or null where the browser refuses it: merely reading
 * `window.sessionStorage` throws in some framed browsers (a sandboxed or third-party iframe with
 * storage blocked), which once broke the discovery page (issue 18 item 8). Every use degrades.
 */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    tabStorage()?.setItem(key, value);
  } catch {
    // Storage full or refused: the launch still travels in the URL.
  }
}

function storageTake(key: string, remove: boolean): string | null {
  try {
    const storage = tabStorage();
    const value = storage?.getItem(key) ?? null;
    if (remove) storage?.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/**
 * The launch is kept for this tab (sessionStorage: the iframe's own tab, gone when Classroom closes
 * it) so the quiz page reached by "build a new one" still knows the course, item and addOnToken; the
 * discovery page's links carry it in the URL as well, which is read first.
 */
export function rememberLaunch(launch: ClassroomLaunch): void {
  storageSet(STORAGE_KEY, JSON.stringify(launch));
}

export function recallLaunch(): ClassroomLaunch | null {
  try {
    const raw = storageTake(STORAGE_KEY, false);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, string | null>;
    return readLaunch(
      new URLSearchParams(
        Object.entries({ ...value, login_hint: value.loginHint }).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
    );
  } catch {
    return null;
  }
}

/** "Build a new one": after the build, the quiz page sends the teacher back to discovery once. */
export function markReturnAfterBuild(launch: ClassroomLaunch): void {
  storageSet(RETURN_KEY, discoveryUrl(launch));
}

/** The discovery URL to go back to after a build, consumed (null when none is pending). */
export function takeReturnAfterBuild(): string | null {
  return storageTake(RETURN_KEY, true);
}
