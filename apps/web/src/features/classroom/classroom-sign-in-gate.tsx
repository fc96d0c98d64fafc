import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { CLASSROOM_ERROR_CODES, type ClassroomSignInRole } from '@quizset/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader, useErrorMessage } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { signOut } from '../auth/api';
import type { User } from '../auth/types';
import { useMe } from '../auth/use-me';
import { checkLoginHint } from './api';
import { ClassroomFailureDialog } from './classroom-failure-dialog';
import { GoogleSignInButton } from './google-sign-in-button';
import { type AttachmentLaunch, type AttachmentPage, readAttachmentLaunch } from './iframe-launch';
import { useGoogleSignInReturn } from './use-google-sign-in-return';

/**
 * The common start of every `/google-classroom/*` page (issue 11, spec §8): without its launch
 * parameters the invalid-access dialog (then /landing); signed out, "Sign in with Google" for the
 * account Classroom names (`login_hint`), in a popup when framed, asking for the page's role's scope
 * (issue 18 item 4); signed in as another Google account than `login_hint` names (a session left on a
 * shared device), signs that session out here and asks again (issue 18 item 2); then `children`.
 */
export function ClassroomSignInGate({
  hasLaunch,
  loginHint,
  signInRole,
  title,
  body,
  children,
  fullScreen = false,
}: {
  /** False when a launch parameter the page needs is missing. */
  hasLaunch: boolean;
  loginHint: string | null;
  signInRole: ClassroomSignInRole;
  /** The sign-in card's heading and text, in the page's words. */
  title: string;
  body: string;
  children: (user: User) => ReactNode;
  /** The page has no app shell around it (the play bridge). */
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const { refetch } = me;
  const recheck = useCallback(() => void refetch(), [refetch]);
  const signIn = useGoogleSignInReturn(Boolean(me.data), recheck);
  const handoffError = useErrorMessage(signIn.error);
  const [wrongAccount, setWrongAccount] = useState(false);
  const userId = me.data?.id ?? '';
  const hint = useQuery({
    queryKey: queryKeys.classroomLoginHint(userId, loginHint ?? ''),
    queryFn: () => checkLoginHint(loginHint ?? ''),
    enabled: hasLaunch && userId !== '' && Boolean(loginHint),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const mismatch =
    hint.error instanceof ApiError && hint.error.code === CLASSROOM_ERROR_CODES.accountMismatch;
  useEffect(() => {
    if (!mismatch) return;
    setWrongAccount(true);
    void signOut()
      .catch(() => undefined)
      .finally(() => queryClient.setQueryData(queryKeys.me, null));
  }, [mismatch, queryClient]);

  if (!hasLaunch)
    return <ClassroomFailureDialog failure="invalidAccess" onDismiss={() => navigate('/landing')} />;
  if (me.isPending || (me.data && loginHint && (hint.isPending || mismatch))) return <PageLoader />;
  if (!me.data) {
    const card = (
      <Stack maw={480} w="100%" mx="auto" gap="lg" p="md">
        <Paper withBorder radius="md" p="lg" shadow={fullScreen ? 'sm' : undefined}>
          <Stack gap="md">
            {fullScreen && (
              <Text fw={800} c="violet.7" size="lg">
                {t('app.name', { ns: 'common' })}
              </Text>
            )}
            <Title order={1} size="h2" style={{ wordBreak: 'keep-all' }}>
              {title}
            </Title>
            <Text style={{ wordBreak: 'keep-all' }}>{body}</Text>
            {wrongAccount && !signIn.error ? (
              <Alert color="yellow" data-testid="classroom-wrong-account">
                {t('signIn.wrongAccount', { ns: 'classroom' })}
              </Alert>
            ) : null}
            {signIn.error ? <Alert color="red">{handoffError}</Alert> : null}
            <GoogleSignInButton
              callbackUrl={`${location.pathname}${location.search}`}
              loginHint={loginHint}
              signInRole={signInRole}
              onStarted={signIn.started}
            />
          </Stack>
        </Paper>
      </Stack>
    );
    // Outside the app shell (the play bridge) the card stands alone, centred on the page.
    return fullScreen ? (
      <Center mih="100dvh" bg="var(--mantine-color-gray-0)">
        {card}
      </Center>
    ) : (
      card
    );
  }
  return children(me.data);
}

/**
 * An attachment iframe page (teacher view, play bridge, student work review): its launch read from
 * the URL (iframe-launch.ts), then the gate, then `children` with the launch.
 */
export function AttachmentIframe({
  page,
  children,
}: {
  page: AttachmentPage;
  children: (launch: AttachmentLaunch) => ReactNode;
}) {
  const { t } = useTranslation('classroom');
  const [searchParams] = useSearchParams();
  const launch = useMemo(() => readAttachmentLaunch(searchParams, page), [searchParams, page]);
  // The student's words on their page, the teacher's on the other two.
  const words = page === 'playBridge' ? 'playBridge' : 'teacherView';
  return (
    <ClassroomSignInGate
      hasLaunch={launch !== null}
      loginHint={launch?.loginHint ?? null}
      signInRole={page === 'playBridge' ? 'STUDENT' : 'TEACHER'}
      title={t(`${words}.signInTitle`)}
      body={t(`${words}.signInBody`)}
      fullScreen={page === 'playBridge'}
    >
      {() => launch && children(launch)}
    </ClassroomSignInGate>
  );
}
