import { Alert, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../components/query-state';
import { startGoogleSignIn } from './api';
import { POPUP_SIGNED_IN_PATH } from './use-google-sign-in-return';

/**
 * `/google-classroom/sign-in?loginHint=…&role=TEACHER|STUDENT`: the first page of the sign-in popup an add-on iframe
 * opens (use-google-sign-in-return.ts). It starts Google sign-in here, first-party, so the OAuth
 * state cookie is one Google's callback can read; Google then brings the popup to
 * POPUP_SIGNED_IN_PATH.
 */
export default function PopupSignInPage() {
  const { t } = useTranslation('classroom');
  const [searchParams] = useSearchParams();
  const loginHint = searchParams.get('loginHint');
  const requested = searchParams.get('role');
  const role = requested === 'TEACHER' || requested === 'STUDENT' ? requested : null;
  const [error, setError] = useState<unknown>(null);
  const message = useErrorMessage(error);
  useEffect(() => {
    startGoogleSignIn({ callbackUrl: POPUP_SIGNED_IN_PATH, loginHint, role }).catch(setError);
  }, [loginHint, role]);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <VisuallyHidden component="h1">{t('titles.classroomSignIn', { ns: 'common' })}</VisuallyHidden>
        {error ? (
          <Alert color="red">{message}</Alert>
        ) : (
          <>
            <Loader aria-hidden />
            <Text>{t('popup.toGoogle')}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
