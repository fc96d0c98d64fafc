import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AttachmentTeacherView } from '@quizset/domain';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/query-state';
import { useUpdateRoom } from '../rooms/api';
import { ResultsView } from '../rooms/components/results-view';
import { useAttachmentTeacherView } from './api';
import { ClassroomQueryFailure } from './classroom-failure-dialog';
import { AttachmentIframe } from './classroom-sign-in-gate';
import type { AttachmentLaunch } from './iframe-launch';
import { WaitingGrades } from './waiting-grades';

/**
 * `/google-classroom/teacher-view?entryMapHashId=…` (issue 11 "Opening the teacher view later shows
 * the attachment's room and its results"): the teacherViewUri. Classroom adds `courseId`, `itemId`,
 * `itemType`, `attachmentId`, `login_hint`. The attachment's own room (a copy's, issue 18 item 1), its
 * results, and the grades Classroom has not taken yet with "send again" (issue 18 item 5).
 *
 * Who sees it: any teacher of the course, as Classroom's getAddOnContext says (issue 18 item 5), so
 * a co-teacher who does not own the set sees the results too; the owner alone gets the room's
 * open/close switch, each attempt's review and the player actions (owner routes). A student, or a
 * teacher of another course, gets spec §8's dialog.
 */
export default function TeacherViewPage() {
  return (
    <AttachmentIframe page="teacherView">{(launch) => <TeacherView launch={launch} />}</AttachmentIframe>
  );
}

function TeacherView({ launch }: { launch: AttachmentLaunch }) {
  const view = useAttachmentTeacherView(launch);
  if (view.error) return <ClassroomQueryFailure error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <PageLoader />;
  const { data } = view;
  return (
    <Stack gap="lg" maw={980} mx="auto">
      <Header view={data} />
      <RoomStatus view={data} onChanged={() => void view.refetch()} />
      <WaitingGrades launch={launch} grades={data.waitingGrades} />
      <ResultsView
        quizSetId={data.quizSet.id}
        quizList={data.quizSet.quizList}
        results={data.results}
        manage={data.canManage}
      />
    </Stack>
  );
}

function Header({ view }: { view: AttachmentTeacherView }) {
  const { t } = useTranslation('classroom');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('teacherView.eyebrow')}
      </Text>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {view.quizSet.title}
      </Title>
    </Stack>
  );
}

function RoomStatus({ view, onChanged }: { view: AttachmentTeacherView; onChanged: () => void }) {
  const { t } = useTranslation('classroom');
  const update = useUpdateRoom(view.quizSet.id);
  const { attempts } = view.results;
  const finished = attempts.filter((attempt) => attempt.finishedAt !== null).length;
  return (
    <Paper withBorder radius="md" p="md" data-testid="classroom-room-status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color={view.isOpen ? 'teal' : 'gray'} variant="light">
            {view.isOpen ? t('teacherView.open') : t('teacherView.closed')}
          </Badge>
          <Text size="sm">{t('teacherView.counts', { finished, started: attempts.length })}</Text>
        </Group>
        {view.canManage && (
          <Group gap="xs" wrap="wrap">
            <Anchor
              href={`/quiz/${encodeURIComponent(view.quizSet.id)}`}
              target="_blank"
              rel="noopener"
              size="sm"
            >
              {t('teacherView.openSet')}
            </Anchor>
            <Button
              size="xs"
              variant="light"
              color={view.isOpen ? 'red' : 'teal'}
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { entryMapHashId: view.entryMapHashId, isOpen: !view.isOpen },
                  { onSuccess: onChanged },
                )
              }
            >
              {view.isOpen ? t('teacherView.close') : t('teacherView.reopen')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {view.isOpen ? t('teacherView.openHelp') : t('teacherView.closedHelp')}
      </Text>
    </Paper>
  );
}
