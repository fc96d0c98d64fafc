import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/query-state';
import { QuizSetGrid } from '../../components/quiz-set-grid';
import { QuizSetSearchForm } from '../../components/quiz-set-search-form';
import { useQuizSetSearchParams } from '../../components/use-quiz-set-search-params';
import { useMe } from '../auth/use-me';
import { useMyQuizSets } from '../my-quizzes/api';
import { useClassroomRole } from './api';
import { ClassroomFailureDialog, failureKindOf } from './classroom-failure-dialog';
import { ClassroomSignInGate } from './classroom-sign-in-gate';
import {
  type ClassroomLaunch,
  launchQuery,
  markReturnAfterBuild,
  readLaunch,
  rememberLaunch,
} from './launch-context';

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
  const launch = useMemo(() => readLaunch(searchParams), [searchParams]);

  useEffect(() => {
    if (launch) rememberLaunch(launch);
  }, [launch]);

  return (
    <ClassroomSignInGate
      hasLaunch={launch !== null}
      loginHint={launch?.loginHint ?? null}
      signInRole="TEACHER"
      title={t('discovery.signInTitle')}
      body={t('discovery.signInBody')}
    >
      {(user) => launch && <Discovery launch={launch} isTeacherAccount={user.userType === 'TEACHER'} />}
    </ClassroomSignInGate>
  );
}

/** The signed-in part: the role check, then the teacher's sets. */
function Discovery({ launch, isTeacherAccount }: { launch: ClassroomLaunch; isTeacherAccount: boolean }) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  // Asked whatever the account's type: a first-time teacher (a new Google sign-up has none) becomes a
  // TEACHER account because Classroom says so (issue 18 item 7); the session is then read again.
  const role = useClassroomRole(launch, true);
  const me = useMe();
  const { params, setParams } = useQuizSetSearchParams('RECENTLY');
  const list = useMyQuizSets({ ...params, qType: 'TITLE' });
  const becameTeacher = role.data?.role === 'TEACHER' && !isTeacherAccount;
  const { refetch } = me;
  useEffect(() => {
    if (becameTeacher) void refetch();
  }, [becameTeacher, refetch]);

  if (role.isError)
    return (
      <ClassroomFailureDialog failure={failureKindOf(role.error)} onDismiss={() => void role.refetch()} />
    );
  if (role.isPending || becameTeacher) return <PageLoader />;
  if (role.data.role !== 'TEACHER')
    return <ClassroomFailureDialog failure="other" onDismiss={() => navigate('/landing')} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        {/* keep-all: Korean breaks between words, not inside one ("고르 / 세요" at 375 px). */}
        <Title order={1} size="h2" style={{ wordBreak: 'keep-all' }}>
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
        // The launch travels in the URL (issue 18 item 8): storage may be refused in a framed page.
        linkTo={(id) => `/quiz/${id}?shouldShowCreateAssignmentDialog=true&${launchQuery(launch)}`}
        empty={{ title: t('discovery.empty') }}
      />
    </Stack>
  );
}
