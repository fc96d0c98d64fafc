import { Alert, Button, Stack } from '@mantine/core';
import type { ClassroomSignInRole } from '@quizset/domain';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';
import { fetchClassroomStatus, startGoogleSignIn } from './api';
import { POPUP_SIGN_IN_PATH } from './use-google-sign-in-return';

/** The sign-in popup this document opened last; a second click while it is open brings it forward. */
let signInPopup: Window | null = null;

/**
 * Opens the sign-in popup at `url`, or brings the one still open forward (a double click opens one
 * popup, not two). Each popup is a new unnamed window: with one fixed window name, a second sign-in
 * soon after the first (the shared-tablet case of issue 18 item 2, or a refused grant) now and then
 * opened nothing on a loaded machine, as if the name still found the first popup while it closed.
 * @returns false when the browser blocked the popup (window.open gave no window).
 */
export function openSignInPopup(url: string): boolean {
  if (signInPopup && !signInPopup.closed) {
    signInPopup.focus();
    return true;
  }
  signInPopup = window.open(url, '_blank', 'popup,width=480,height=640');
  return signInPopup !== null;
}

/**
 * "Sign in with Google" (issue 11), beside email sign-in; shown only when the server has Google set
 * up. Inside Classroom's iframe sign-in runs in a popup that hands the session back to this window
 * (use-google-sign-in-return.ts); at the top level it goes to Google and back to `callbackUrl`.
 */
export function GoogleSignInButton({
  callbackUrl,
  loginHint,
  signInRole,
  onStarted,
}: {
  callbackUrl: string;
  loginHint?: string | null;
  /** The add-on page's role: which add-on scope is asked for (issue 18 item 4); none outside the add-on. */
  signInRole?: ClassroomSignInRole;
  /** Called once the popup is on its way to Google (the iframe then waits for the session). */
  onStarted?: () => void;
}) {
  const { t } = useTranslation('classroom');
  const status = useQuery({
    queryKey: queryKeys.classroomStatus,
    queryFn: fetchClassroomStatus,
    staleTime: Infinity,
  });
  const [isStarting, setStarting] = useState(false);
  const [isBlocked, setBlocked] = useState(false);
  if (!status.data?.googleSignIn) return null;
  const onClick = async () => {
    // Inside Classroom's iframe Google cannot be framed, and the iframe's cookies are third-party:
    // the popup signs in first-party and hands the session back (use-google-sign-in-return.ts).
    if (window.self !== window.top) {
      const query = new URLSearchParams({
        ...(loginHint ? { loginHint } : {}),
        ...(signInRole ? { role: signInRole } : {}),
      }).toString();
      const opened = openSignInPopup(`${POPUP_SIGN_IN_PATH}?${query}`);
      setBlocked(!opened);
      if (opened) onStarted?.();
      return;
    }
    setStarting(true);
    try {
      await startGoogleSignIn({ callbackUrl, loginHint, role: signInRole });
    } finally {
      setStarting(false);
    }
  };
  const button = (
    <Button
      variant="default"
      leftSection={<IconBrandGoogle size={18} aria-hidden />}
      loading={isStarting}
      onClick={() => void onClick()}
      fullWidth
    >
      {t('signIn.google')}
    </Button>
  );
  if (!isBlocked) return button;
  return (
    <Stack gap="sm">
      <Alert color="yellow" role="alert" data-testid="google-popup-blocked">
        {t('signIn.popupBlocked')}
      </Alert>
      {button}
    </Stack>
  );
}
