import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/use-me';
import { createSessionHandoff } from './api';
import { HANDOFF_MESSAGE_TYPE } from './use-google-sign-in-return';

/**
 * `/google-classroom/signed-in`: where Google brings the sign-in popup back, signed in. It posts a
 * one-time code for the session to the iframe that opened it (our origin only) and closes. Opened
 * without an opener (the popup lost it, or someone came here directly), it says to go back to
 * Classroom instead.
 */
export default function PopupSignedInPage() {
  const { t } = useTranslation('classroom');
  const me = useMe();
  const [handedOff, setHandedOff] = useState<'pending' | 'done' | 'noOpener'>('pending');
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (!signedIn) return;
    const opener = window.opener as Window | null;
    if (!opener) {
      setHandedOff('noOpener');
      return;
    }
    createSessionHandoff()
      .then((code) => {
        opener.postMessage({ type: HANDOFF_MESSAGE_TYPE, code }, window.location.origin);
        setHandedOff('done');
        window.close();
      })
      .catch(() => setHandedOff('noOpener'));
  }, [signedIn]);

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={360}>
        {me.isPending || (signedIn && handedOff === 'pending') ? (
          <>
            <Loader aria-hidden />
            <Title order={1} size="h4" fw={500}>
              {t('popup.finishing')}
            </Title>
          </>
        ) : (
          <>
            <Title order={1} size="h3">
              {signedIn ? t('popup.signedInTitle') : t('popup.notSignedInTitle')}
            </Title>
            <Text>{t('popup.backToClassroom')}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
