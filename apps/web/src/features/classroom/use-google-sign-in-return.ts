import { useCallback, useEffect, useState } from 'react';
import { claimSessionHandoff } from './api';

/** The popup's first page (it starts Google sign-in first-party) and where Google brings it back. */
export const POPUP_SIGN_IN_PATH = '/google-classroom/sign-in';
export const POPUP_SIGNED_IN_PATH = '/google-classroom/signed-in';
/** The popup's message to the iframe: a one-time code for its session. */
export const HANDOFF_MESSAGE_TYPE = 'quizset:session-handoff';
/** How often, and how long, a waiting iframe asks whether the popup's sign-in is done. */
const POLL_MS = 2000;
const POLL_FOR_MS = 5 * 60_000;

function handoffCodeOf(event: MessageEvent): string | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as { type?: unknown; code?: unknown } | null;
  return data && data.type === HANDOFF_MESSAGE_TYPE && typeof data.code === 'string' ? data.code : null;
}

/**
 * The iframe's side of Google sign-in in a popup (issue 11; Google's pages cannot be framed, and
 * inside Classroom our cookies are third-party). The popup signs in first-party, then posts a
 * one-time code to this window (same origin only); redeeming it gives this iframe the session as its
 * own partitioned cookie (server session-handoff.ts), and the session is read again. Where the
 * browser does allow third-party cookies and the popup lost its opener on the way through Google, the
 * iframe also asks every 2 s for 5 minutes after the popup opened (the cookie is SameSite=None there).
 * @param isSignedIn whether this window has a session now.
 * @param recheck reads the session again (the `me` query's refetch).
 * @returns `started`, to call when the popup opens; `error`, a failed redemption (sign in again).
 */
export function useGoogleSignInReturn(
  isSignedIn: boolean,
  recheck: () => void,
): { started: () => void; error: unknown } {
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const code = handoffCodeOf(event);
      if (code === null) return;
      setError(null);
      claimSessionHandoff(code).then(recheck, setError);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [recheck]);

  useEffect(() => {
    if (isSignedIn || waitingSince === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() - waitingSince > POLL_FOR_MS) setWaitingSince(null);
      else recheck();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isSignedIn, waitingSince, recheck]);

  return { started: useCallback(() => setWaitingSince(Date.now()), []), error };
}
