import { Alert, Divider, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import NotFoundPage from '../../app/not-found-page';
import { PageLoader, QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useBuildData } from '../../lib/build-data';
import { useMe } from '../auth/use-me';
import { ClassroomAssignmentEntry } from '../classroom';
import { ExportMenu } from '../import-export';
import { PlayLivePanel } from '../live/components/play-live-button';
import { RoomsPanel } from '../rooms';
import { useQuizSet } from './api';
import { LearningTools } from './components/learning-tools';
import { QuizSetActions } from './components/owner-actions';
import { QuestionCard } from './components/question-card';
import { QuizSetSummary } from './components/quiz-set-summary';

/**
 * `/quiz/:id` (issue 2 §6–7): the saved quiz set as a reader sees it, read from the server on every
 * visit. `?isDuplicate=true` (after DUPLICATE, spec-decisions §2) shows that this is a copy.
 * Missing or private-and-not-mine answers 404 and shows the not-found page.
 */
export default function QuizViewPage() {
  const { t } = useTranslation('quiz-view');
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [isNoticeOpen, setNoticeOpen] = useState(searchParams.get('isDuplicate') === 'true');
  const me = useMe();
  const quizSet = useQuizSet(id);
  // Template name + thumbnail and subject/publisher names come from the build data (public route).
  const buildData = useBuildData();

  if (quizSet.isPending) return <PageLoader />;
  if (quizSet.isError) {
    if (quizSet.error instanceof ApiError && quizSet.error.status === 404)
      return <NotFoundPage kind="quizSet" />;
    return <QueryErrorState error={quizSet.error} onRetry={() => void quizSet.refetch()} />;
  }
  const data = quizSet.data;

  return (
    <Stack gap="lg" maw={880} mx="auto">
      {isNoticeOpen && (
        <Alert
          color="violet"
          variant="light"
          title={t('duplicateNotice.title')}
          withCloseButton
          closeButtonLabel={t('actions.close', { ns: 'common' })}
          onClose={() => setNoticeOpen(false)}
          role="status"
        >
          {t('duplicateNotice.body')}
          {/* A copy made on FREE starts unlisted (issue 19 item 20). */}
          {!data.quizsetOptions.isPublic && ` ${t('duplicateNotice.unlisted')}`}
        </Alert>
      )}
      <QuizSetSummary quizSet={data} buildData={buildData.data} />
      <LearningTools quizSet={data} />
      <Group gap="xs" wrap="wrap">
        <QuizSetActions quizSet={data} isSignedIn={Boolean(me.data)} />
        {(data.enabledEdit || me.data?.userType === 'TEACHER') && <ExportMenu quizSetId={data.id} />}
      </Group>
      <ClassroomAssignmentEntry quizSetId={data.id} quizSetTitle={data.title} />
      {data.enabledEdit ? (
        <>
          <Divider />
          <RoomsPanel quizSetId={data.id} />
          <PlayLivePanel quizSetId={data.id} />
        </>
      ) : (
        // Another teacher hosts a public set as her own room, without copying it (issue 19 item 20).
        me.data?.userType === 'TEACHER' &&
        data.quizsetOptions.isPublic && (
          <>
            <Divider />
            <RoomsPanel quizSetId={data.id} hosting />
          </>
        )
      )}
      <Divider />
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('questions.title', { count: data.quizList.length })}
        </Title>
      </Group>
      <Stack gap="md">
        {data.quizList.map((quiz, index) => (
          <QuestionCard key={quiz.id} quiz={quiz} index={index} />
        ))}
      </Stack>
    </Stack>
  );
}
