import { Button } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchClassroomStatus, startGoogleSignIn } from './api';

/**
 * "Sign in with Google" (issue 11), beside email sign-in; shown only when the server has Google set
 * up. Inside Classroom's iframe Google's pages cannot be framed, so sign-in runs in a popup that
 * comes back to `callbackUrl` and tells this window (see useSignedInPopup).
 */
export function GoogleSignInButton({
  callbackUrl,
  loginHint,
}: {
  callbackUrl: string;
  loginHint?: string | null;
}) {
  const { t } = useTranslation('classroom');
  const status = useQuery({
    queryKey: ['classroomStatus'],
    queryFn: fetchClassroomStatus,
    staleTime: Infinity,
  });
  const [isStarting, setStarting] = useState(false);
  if (!status.data?.googleSignIn) return null;
  const onClick = async () => {
    setStarting(true);
    // Opened in the click itself (popup blockers allow only that), pointed at Google once known.
    const isFramed = window.self !== window.top;
    const popup = isFramed ? window.open('', 'quizset-google-sign-in', 'width=480,height=640') : null;
    try {
      await startGoogleSignIn({ callbackUrl, loginHint, target: popup ?? window });
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
