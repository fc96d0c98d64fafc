import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/query-state';
import { QuizSetGrid } from '../../components/quiz-set-grid';
import { QuizSetSearchForm } from '../../components/quiz-set-search-form';
import { useQuizSetSearchParams } from '../../components/use-quiz-set-search-params';
import { apiRequest } from '../../lib/api-client';
import { useMe } from '../auth/use-me';
import { useMyQuizSets } from '../my-quizzes/api';
import { ClassroomFailureDialog, failureKindOf } from './classroom-failure-dialog';
import { GoogleSignInButton } from './google-sign-in-button';
import { discoveryUrl, markReturnAfterBuild, readLaunch, rememberLaunch } from './launch-context';

/** Told to the iframe by the sign-in popup once it is back signed in. */
const SIGNED_IN_MESSAGE = 'quizset:google-signed-in';

/** GET …/addOnContext: the caller must be the item's teacher to attach anything. */
function useTeacherCheck(launch: ReturnType<typeof readLaunch>, enabled: boolean) {
  return useQuery({
    queryKey: ['classroomRole', launch?.courseId, launch?.itemType, launch?.itemId, launch?.addOnToken],
    enabled: enabled && launch !== null,
    retry: false,
    queryFn: async () => {
      if (!launch) throw new Error('no launch');
      const path = `/api/classroom/courses/${encodeURIComponent(launch.courseId)}/${launch.itemType}/${encodeURIComponent(launch.itemId)}/addOnContext?${new URLSearchParams({ addOnToken: launch.addOnToken }).toString()}`;
      const { data } = await apiRequest<{ data: { role: 'TEACHER' | 'STUDENT' } }>(path);
      return data;
    },
  });
}

/**
 * `/google-classroom/attachment-discovery` (issue 11): what Classroom opens in its iframe when a
 * teacher adds Quizset to a post, with `courseId`, `itemId`, `itemType`, `addOnToken` (and
 * `login_hint`). Missing parameters → invalid-access dialog (spec §8). Signed out → Sign in with
 * Google. Then the role check, and the teacher's own quiz sets, searchable; a set opens
 * `/quiz/{id}?shouldShowCreateAssignmentDialog=true`; "build a new one" comes back here after.
 */
export default function AttachmentDiscoveryPage() {
  const { t } = useTranslation('classroom');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const launch = useMemo(() => readLaunch(searchParams), [searchParams]);
  const me = useMe();
  const isTeacherAccount = me.data?.userType === 'TEACHER';
  const role = useTeacherCheck(launch, isTeacherAccount);
  const { params, setParams } = useQuizSetSearchParams('RECENTLY');
  const list = useMyQuizSets({ ...params, qType: 'TITLE' });

  useEffect(() => {
    if (launch) rememberLaunch(launch);
  }, [launch]);

  // The sign-in popup lands back here signed in: it tells the iframe and closes.
  useEffect(() => {
    if (!me.data || !window.opener) return;
    (window.opener as Window).postMessage(SIGNED_IN_MESSAGE, window.location.origin);
    window.close();
  }, [me.data]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === SIGNED_IN_MESSAGE) void me.refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [me]);

  if (!launch)
    return <ClassroomFailureDialog failure="invalidAccess" onDismiss={() => navigate('/landing')} />;
  if (me.isPending) return <PageLoader />;
  if (!me.data)
    return (
      <Stack maw={480} mx="auto" gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('discovery.signInTitle')}
            </Title>
            <Text>{t('discovery.signInBody')}</Text>
            <GoogleSignInButton callbackUrl={discoveryUrl(launch)} loginHint={launch.loginHint} />
          </Stack>
        </Paper>
      </Stack>
    );
  if (!isTeacherAccount)
    return <ClassroomFailureDialog failure="other" onDismiss={() => navigate('/landing')} />;
  if (role.isError)
    return (
      <ClassroomFailureDialog failure={failureKindOf(role.error)} onDismiss={() => void role.refetch()} />
    );
  if (role.isPending) return <PageLoader />;
  if (role.data.role !== 'TEACHER')
    return <ClassroomFailureDialog failure="other" onDismiss={() => navigate('/landing')} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {t('discovery.title')}
        </Title>
        <Button
          onClick={() => {
            markReturnAfterBuild(launch);
            navigate('/build');
          }}
        >
          {t('discovery.buildNew')}
        </Button>
      </Group>
      {launch.itemType !== 'courseWork' && (
        <Alert color="yellow" variant="light">
          {t('discovery.notGraded')}
        </Alert>
      )}
      <Text c="dimmed">{t('discovery.hint')}</Text>
      <QuizSetSearchForm params={params} onChange={setParams} showSearchType={false} />
      <QuizSetGrid
        query={list}
        label={t('discovery.listLabel')}
        linkTo={(id) => `/quiz/${id}?shouldShowCreateAssignmentDialog=true`}
        empty={{ title: t('discovery.empty') }}
      />
    </Stack>
  );
}
