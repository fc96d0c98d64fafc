/** localStorage key of the player's question language in one room. */
const keyOf = (roomId: string) => `quizset.play.language.${roomId}`;

/**
 * The question language the player chose in room `roomId` in this browser (issue 15 item 11: it
 * survives a reload), or '' for the original. Storage that throws (private mode, blocked) reads as ''.
 */
export function storedLanguage(roomId: string): string {
  try {
    return window.localStorage.getItem(keyOf(roomId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `language` ('' = the original: the key is removed) for room `roomId`; storage errors are ignored. */
export function storeLanguage(roomId: string, language: string): void {
  try {
    if (language) window.localStorage.setItem(keyOf(roomId), language);
    else window.localStorage.removeItem(keyOf(roomId));
  } catch {
    // No storage: the choice lasts until the reload, as before.
  }
}

/**
 * The language to show: the stored choice when the room still offers it (a translation may have gone
 * stale since), else '' (the original).
 */
export function usableLanguage(chosen: string, offered: readonly string[] | undefined): string {
  return chosen && offered?.includes(chosen) ? chosen : '';
}
