import { Button } from '@mantine/core';
import type { ClassroomSignInRole } from '@quizset/domain';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';
import { fetchClassroomStatus, startGoogleSignIn } from './api';
import { POPUP_SIGN_IN_PATH } from './use-google-sign-in-return';

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
  if (!status.data?.googleSignIn) return null;
  const onClick = async () => {
    // Inside Classroom's iframe Google cannot be framed, and the iframe's cookies are third-party:
    // the popup signs in first-party and hands the session back (use-google-sign-in-return.ts).
    if (window.self !== window.top) {
      const query = new URLSearchParams({
        ...(loginHint ? { loginHint } : {}),
        ...(signInRole ? { role: signInRole } : {}),
      }).toString();
      window.open(`${POPUP_SIGN_IN_PATH}?${query}`, 'quizset-google-sign-in', 'width=480,height=640');
      onStarted?.();
      return;
    }
    setStarting(true);
    try {
      await startGoogleSignIn({ callbackUrl, loginHint, role: signInRole });
    } finally {
      setStarting(false);
    }
  };
  return (
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
}
