/**
 * The player's token per PIN in this tab's sessionStorage (issue 23: "a player who reconnects gets the
 * current phase and their own answers back"): a reload rejoins as the same player; another child on
 * the same tablet opens a new tab. Storage may be unavailable (private mode): then only the page holds it.
 */
const KEY = 'quizset-live-player';

export function readPlayerToken(pin: string): string | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as {
      pin: string;
      token: string;
    } | null;
    return stored?.pin === pin ? stored.token : null;
  } catch {
    return null;
  }
}

export function savePlayerToken(pin: string, token: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ pin, token }));
  } catch {
    // Not kept: a reload asks for the nickname again.
  }
}
