import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader, QueryErrorState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchRoom } from '../play/api';
import { useQuizSet } from '../quiz-view/api';
import { useResults, useRooms, useUpdateRoom } from '../rooms/api';
import { ResultsView } from '../rooms/components/results-view';
import { ClassroomFailureDialog } from './classroom-failure-dialog';
import { AttachmentIframe } from './classroom-sign-in-gate';
import type { AttachmentLaunch } from './iframe-launch';

/**
 * `/google-classroom/teacher-view?entryMapHashId=…` (issue 11 "Opening the teacher view later shows
 * the attachment's room and its results"): the teacherViewUri. Classroom adds `courseId`, `itemId`,
 * `itemType`, `attachmentId`, `login_hint`. The room's state (open or closed, with the switch) and
 * the results of this room alone: every student's attempt, one attempt's review and the item analysis.
 *
 * Choice: no Google call here. The results are the room owner's (the server refuses anyone else,
 * shown as spec §8's invalid-teacher-account dialog), so the view also opens when the teacher's
 * Google sign-in has lapsed.
 */
export default function TeacherViewPage() {
  return (
    <AttachmentIframe page="teacherView">{(launch) => <TeacherView launch={launch} />}</AttachmentIframe>
  );
}

function TeacherView({ launch }: { launch: AttachmentLaunch }) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const { entryMapHashId } = launch;
  const room = useQuery({
    queryKey: queryKeys.playRoom(entryMapHashId),
    queryFn: ({ signal }) => fetchRoom(entryMapHashId, signal),
    retry: false,
  });
  // The set is known once the room is: its queries wait for it.
  const quizSetId = room.data?.quizSet.id ?? '';
  const known = quizSetId !== '';
  const quizSet = useQuizSet(quizSetId, { enabled: known });
  const rooms = useRooms(quizSetId, known);
  const results = useResults(quizSetId, { entryMapHashId, enabled: known, live: true });
  const update = useUpdateRoom(quizSetId);

  const failure = room.error ?? quizSet.error ?? results.error ?? rooms.error;
  if (failure) {
    if (failure instanceof ApiError && [403, 404].includes(failure.status))
      return <ClassroomFailureDialog failure="other" onDismiss={() => navigate('/landing')} />;
    return <QueryErrorState error={failure} onRetry={() => void results.refetch()} />;
  }
  if (!room.data || !quizSet.data || !results.data || !rooms.data) return <PageLoader />;
  const owned = rooms.data.find((entry) => entry.entryMapHashId === entryMapHashId);
  const finished = results.data.attempts.filter((attempt) => attempt.finishedAt !== null).length;
  return (
    <Stack gap="lg" maw={980} mx="auto">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('teacherView.eyebrow')}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {quizSet.data.title}
        </Title>
      </Stack>
      <Paper withBorder radius="md" p="md" data-testid="classroom-room-status">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge color={owned?.isOpen ? 'teal' : 'gray'} variant="light">
              {owned?.isOpen ? t('teacherView.open') : t('teacherView.closed')}
            </Badge>
            <Text size="sm">
              {t('teacherView.counts', { finished, started: results.data.attempts.length })}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Anchor href={`/quiz/${encodeURIComponent(quizSetId)}`} target="_blank" rel="noopener" size="sm">
              {t('teacherView.openSet')}
            </Anchor>
            {owned && (
              <Button
                size="xs"
                variant="light"
                color={owned.isOpen ? 'red' : 'teal'}
                loading={update.isPending}
                onClick={() => update.mutate({ entryMapHashId, isOpen: !owned.isOpen })}
              >
                {owned.isOpen ? t('teacherView.close') : t('teacherView.reopen')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {owned?.isOpen ? t('teacherView.openHelp') : t('teacherView.closedHelp')}
        </Text>
      </Paper>
      <ResultsView quizSetId={quizSetId} quizList={quizSet.data.quizList} results={results.data} />
    </Stack>
  );
}
